import CoordLabSema
import Testing

/// Members from protocols with associated types, typed for the receiver: the associated
/// types take the conforming type's arguments, an argument's own associated types
/// (`O.Output`) take the argument's, and a closure of several parameters where a function
/// of one tuple is expected still binds the generic result.
@Suite struct InheritedGenericMembersTests {
    static let source = """
    protocol P { associatedtype Output }
    struct A<Output>: P { init() {} }
    struct B: P { typealias Output = Bool }
    extension P {
        func pair<O: P>(_ o: O) -> A<(Output, O.Output)> { fatalError() }
        func map<T>(_ f: @escaping (Output) -> T) -> A<T> { fatalError() }
        var first: Output? { nil }
    }
    let q = A<Int>().pair(A<String>())
    let m = q.map { a, b in b }
    let n = A<Int>().map { $0 > 1 }
    let f = A<String>().first
    let b = B().pair(A<Int>())
    """

    @Test func typesThemForTheReceiver() throws {
        #expect(try TypeCheckerTests.inferred("q", in: Self.source) == .generic("A", [.tuple([.init(label: nil, type: .int), .init(label: nil, type: .string)])]))
        #expect(try TypeCheckerTests.inferred("m", in: Self.source) == .generic("A", [.string]))
        #expect(try TypeCheckerTests.inferred("n", in: Self.source) == .generic("A", [.bool]))
        #expect(try TypeCheckerTests.inferred("f", in: Self.source) == .optional(.string))
        #expect(try TypeCheckerTests.inferred("b", in: Self.source) == .generic("A", [.tuple([.init(label: nil, type: .bool), .init(label: nil, type: .int)])]))
    }
}
