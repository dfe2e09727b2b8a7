import CoordLabSema
import Testing

/// A program's own collections in the checker: elements typed from the subscript, indices
/// from `startIndex`, the members `Collection` and `BidirectionalCollection` give, and those
/// coordlab does not give refused as unsupported.
@Suite struct OwnCollectionsTests {
    static let collections = """
    struct Mark: Comparable {
        var k: Int
        static func < (a: Mark, b: Mark) -> Bool { a.k < b.k }
    }
    struct Tape<T>: Collection {
        var cells: [T]
        var startIndex: Mark { Mark(k: 0) }
        var endIndex: Mark { Mark(k: cells.count) }
        subscript(position: Mark) -> T { cells[position.k] }
        func index(after i: Mark) -> Mark { Mark(k: i.k + 1) }
    }
    struct Steps: BidirectionalCollection {
        var startIndex: Int { 0 }
        var endIndex: Int { 3 }
        subscript(position: Int) -> String { "step" }
        func index(after i: Int) -> Int { i + 1 }
        func index(before i: Int) -> Int { i - 1 }
    }

    """

    @Test func typesElementsAndIndices() throws {
        let source = Self.collections + """
        let a = Tape(cells: [1.5]).first
        let b = Tape(cells: ["x"]).firstIndex(of: "x")
        let c = Tape(cells: [2]).count
        let d = Steps().last
        let e = Steps().lastIndex { $0.isEmpty }
        let f = Tape(cells: [true]).map { !$0 }
        let g = Tape(cells: [1]).indices.map { $0.k }
        """
        let a = try TypeCheckerTests.inferred("a", in: source)
        #expect(a == .optional(.double), "\(String(describing: a))")
        #expect(try TypeCheckerTests.inferred("b", in: source) == .optional(.named("Mark")))
        #expect(try TypeCheckerTests.inferred("c", in: source) == .int)
        #expect(try TypeCheckerTests.inferred("d", in: source) == .optional(.string))
        #expect(try TypeCheckerTests.inferred("e", in: source) == .optional(.int))
        #expect(try TypeCheckerTests.inferred("f", in: source) == .array(.bool))
        #expect(try TypeCheckerTests.inferred("g", in: source) == .array(.int))
        #expect(TypeCheckerTests.firstError(source + "\nfor s in Steps() { let n: Int = s }") != nil)
    }

    @Test func refusesWhatCoordlabDoesNotGiveACollection() {
        #expect(TypeCheckerTests.firstError(Self.collections + "print(Tape(cells: [1]).last as Any)")?
                    .contains("coordlab does not support 'last' of a program's own collection") == true)
        #expect(TypeCheckerTests.firstError(Self.collections + "print(Steps().dropFirst())")?
                    .contains("coordlab does not support 'dropFirst' of a program's own collection") == true)
        #expect(TypeCheckerTests.firstError(Self.collections + "print(Tape(cells: [1]).indices.count)")?
                    .contains("coordlab does not support 'count' of a program's own sequence") == true)
    }
}

/// `reversed()`, `dropLast` and `suffix`: arrays of a program's sequence or forward
/// collection, refused where Swift gives a lazy wrapper or a slice.
@Suite struct OwnCollectionViewsTests {
    @Test func reversedOfAForwardCollectionIsAnArray() throws {
        let source = OwnCollectionsTests.collections + """
        let r = Tape(cells: ["a"]).reversed()
        """
        #expect(try TypeCheckerTests.inferred("r", in: source) == .array(.string))
    }

    @Test func refusesWrappersAndSlicesOfACollection() {
        #expect(TypeCheckerTests.firstError(OwnCollectionsTests.collections + "print(Steps().reversed())")?
                    .contains("coordlab does not support 'reversed' of a program's own collection") == true)
        #expect(TypeCheckerTests.firstError(OwnCollectionsTests.collections + "print(Tape(cells: [1]).suffix(1))")?
                    .contains("coordlab does not support 'suffix' of a program's own collection") == true)
        #expect(TypeCheckerTests.firstError(OwnCollectionsTests.collections + "print(Tape(cells: [1])[Mark(k: 0)..<Mark(k: 1)])")?
                    .contains("coordlab does not support a range subscript of a program's own collection") == true)
    }
}
