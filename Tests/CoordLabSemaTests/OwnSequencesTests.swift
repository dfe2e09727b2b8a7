import CoordLabSema
import Testing

/// A program's own sequences in the checker: the elements a loop over one visits, from its
/// iterator's `next()`, the standard members it has, typed as an array's, and the members
/// it lacks, refused in swiftc's words or as unsupported.
@Suite struct OwnSequencesTests {
    static let countdown = """
    struct Countdown: Sequence, IteratorProtocol {
        var n: Int
        mutating func next() -> Int? { n -= 1; return n >= 0 ? n : nil }
    }
    struct Words: Sequence {
        func makeIterator() -> WordIterator { WordIterator() }
    }
    struct WordIterator: IteratorProtocol {
        mutating func next() -> String? { nil }
    }
    struct Ring<T>: Sequence {
        var items: [T]
        func makeIterator() -> RingIterator<T> { RingIterator(items: items) }
    }
    struct RingIterator<T>: IteratorProtocol {
        var items: [T]
        mutating func next() -> T? { items.popLast() }
    }

    """

    @Test func typesElementsFromTheIteratorsNext() throws {
        let source = Self.countdown + """
        let a = Countdown(n: 3).map { $0 * 2 }
        let b = Words().filter { !$0.isEmpty }
        let c = Ring(items: [1.5]).sorted()
        let d = Countdown(n: 2).first { $0 > 0 }
        let e = Array(Words())
        let f = Countdown(n: 2).enumerated().map { $0.element }
        """
        #expect(try TypeCheckerTests.inferred("a", in: source) == .array(.int))
        #expect(try TypeCheckerTests.inferred("b", in: source) == .array(.string))
        #expect(try TypeCheckerTests.inferred("c", in: source) == .array(.double))
        #expect(try TypeCheckerTests.inferred("d", in: source) == .optional(.int))
        #expect(try TypeCheckerTests.inferred("f", in: source) == .array(.int))
        #expect(TypeCheckerTests.firstError(source + "for w in Words() { let n: Int = w }") != nil)
    }

    @Test func refusesWhatASequenceLacksOrCoordlabDoesNotGiveIt() {
        #expect(TypeCheckerTests.firstError(Self.countdown + "print(Countdown(n: 1).isEmpty)")
                == "19:23: value of type 'Countdown' has no member 'isEmpty'")
        #expect(TypeCheckerTests.firstError(Self.countdown + "print(Countdown(n: 1).first)")
                == "19:23: value of type 'Countdown' has no member 'first'")
        #expect(TypeCheckerTests.firstError(Self.countdown + "print(Countdown(n: 1).dropFirst())")?
                    .contains("coordlab does not support 'dropFirst' of a program's own sequence") == true)
    }

    @Test func aProgramsSequenceExtensionGivesItsMembers() throws {
        let source = Self.countdown + """
        extension Sequence { func tally() -> Int { 0 } }
        let t = Countdown(n: 2).tally()
        """
        #expect(try TypeCheckerTests.inferred("t", in: source) == .int)
    }
}
