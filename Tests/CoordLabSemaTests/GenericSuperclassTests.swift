import CoordLabSema
import Foundation
import Testing

/// A subclass of a generic class names what the superclass declares over its parameters
/// with the arguments it passes up: the superclass's aliases, its methods called without
/// `self.`, and its initializers through `super.init`.
@Suite struct GenericSuperclassTests {
    static let source = """
    class Base<R> {
        typealias Output = R
        init(first: R?) {}
        func emit(_ r: R, done: (() -> Void)? = nil) -> R { r }
    }
    final class Sub: Base<Int> {
        init() { super.init(first: 1) }
        func last() -> Output { 2 }
        func echo() -> Bool { emit(3) > 2 }
    }
    let last = Sub().last()
    """

    @Test func aliasesTakeTheSubclassArguments() throws {
        #expect(try TypeCheckerTests.inferred("last", in: Self.source) == .int)
    }

    @Test func superInitializersAndMethodsTakeTheSubclassArguments() {
        #expect(TypeCheckerTests.firstError(Self.source) == nil)
        let wrongInit = Self.source.replacingOccurrences(of: "super.init(first: 1)", with: #"super.init(first: "a")"#)
        #expect(TypeCheckerTests.firstError(wrongInit) != nil)
        let wrongCall = Self.source.replacingOccurrences(of: "emit(3)", with: #"emit("x")"#)
        #expect(TypeCheckerTests.firstError(wrongCall) != nil)
    }
}
