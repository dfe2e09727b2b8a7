@testable import CoordLabSema
import Testing

/// An associated type a conformer never names is inferred from its witness, and a
/// `where C.Step == Step` requirement binds `Step` once the argument binds `C`.
@Suite struct AssociatedTypeInferenceTests {
    static let erasure = """
        protocol Coordinating: AnyObject { associatedtype Step; func navigate(to step: Step) }
        final class AnyCoordinating<Step>: Coordinating {
            private let go: (Step) -> Void
            init<C: Coordinating>(_ base: C) where C.Step == Step { go = { base.navigate(to: $0) } }
            func navigate(to step: Step) { go(step) }
        }
        final class Flow: Coordinating { func navigate(to step: String) {} }

        """

    @Test func theWitnessGivesTheAssociatedType() throws {
        #expect(try TypeCheckerTests.inferred("a", in: Self.erasure + "let a = AnyCoordinating(Flow())")
            == .generic("AnyCoordinating", [.string]))
    }

    @Test func aGenericTypesPropertyOfAnAssociatedTypeIsTyped() throws {
        let source = """
            protocol Model { associatedtype Output; func make() -> Output }
            final class Counter: Model { func make() -> Int { 1 } }
            final class Screen<M: Model> { var last: M.Output?; init(_ m: M) {} }
            let s = Screen(Counter())
            let l = s.last
            """
        #expect(try TypeCheckerTests.inferred("l", in: source) == .optional(.int))
    }
}
