import CoordLabSema
import CoordLabSyntax
import SwiftSyntax
import Testing

/// Overloads of different labels that all take a call: the checker records the one Swift
/// ranks first, or refuses the call when it cannot rank them.
@Suite struct OverloadRankingTests {
    /// The overload chosen for the call that is `source`'s last statement (nil when the
    /// labels chose alone).
    static func chosen(in source: String) throws -> String? {
        let parsed = try ParsedSource(text: source, fileName: "main.swift")
        let typed = try TypeChecker().check([parsed])
        return typed.chosenOverload(of: try #require(parsed.tree.statements.last?.item.as(FunctionCallExprSyntax.self)))
    }

    @Test(arguments: [
        // A closure goes only to a parameter taking a function; a String not to one.
        ("func f(_ s: String, level: Int = 0) {}\nfunc f(_ m: () -> String) {}\nf(\"a\")", "f(_:level:)"),
        ("func f(_ s: String, level: Int = 0) {}\nfunc f(_ m: () -> String) {}\nf { \"a\" }", "f(_:)"),
        // Fewer scored conversions first: Any, an Optional, a literal of a type not its default.
        ("func f(_ x: Any) {}\nfunc f(_ x: Int, radix: Int = 10) {}\nf(1)", "f(_:radix:)"),
        ("func f(_ x: Int?) {}\nfunc f(_ x: Int, radix: Int = 10) {}\nf(1)", "f(_:radix:)"),
        ("func f(_ x: Double) {}\nfunc f(_ x: Int, radix: Int = 10) {}\nf(1)", "f(_:radix:)"),
        ("func f(_ x: Double) {}\nfunc f(_ x: Int, radix: Int = 10) {}\nf(1.5)", "f(_:)"),
        // Then fewer defaulted parameters left out: an upcast or an existential is not scored.
        ("class B {}\nclass S: B {}\nfunc f(_ x: B) {}\nfunc f(_ x: S, twice: Bool = false) {}\nf(S())", "f(_:)"),
        ("protocol P {}\nstruct S: P {}\nfunc f(_ x: P) {}\nfunc f(_ x: S, twice: Bool = false) {}\nf(S())", "f(_:)"),
        ("func f(_ x: Int, _ w: Int = 2) {}\nfunc f(_ x: Int, l: Int = 0, r: Int = 0) {}\nf(1)", "f(_:_:)"),
        // Methods, and a superclass's overload beside the subclass's override of another.
        ("class A { func s(_ t: String, a: Bool = true) {}; func s(_ b: () -> String) {} }\nclass D: A { override func s(_ t: String, a: Bool = true) {} }\nD().s { \"x\" }", "s(_:)"),
        // Initializers, and a delegation to one.
        ("struct Z { init(_ w: Double, scale: Double = 1) {}; init(_ w: Int) {} }\nZ(2)", "init(_:)"),
        ("struct Z { init(_ w: Double, scale: Double = 1) {}; init(_ w: Int) {} }\nZ(2.5)", "init(_:scale:)"),
        ("class R { init(_ t: String, a: Bool = true) {}; init(_ m: () -> String) {} }\nR { \"x\" }", "init(_:)"),
    ])
    func recordsTheOverloadSwiftRanksFirst(_ source: String, _ selector: String) throws {
        #expect(try Self.chosen(in: source) == selector)
    }

    /// Top-level overloads of one selector whose types a value may be of at once: the
    /// declaration the arguments' static types choose, the more specialized of those tied.
    @Test(arguments: [("let b = B()\nd(b)", 2), ("let n: N = B()\nd(n)", 3), ("d(B())", 2), ("d(nil)", 2)])
    func overloadsOfOneSelectorAreChosenByDeclaration(_ call: String, _ declaration: Int) throws {
        let source = "protocol N: class {}\nclass B: N {}\nfunc d(_ x: B?) {}\nfunc d(_ x: N?) {}\n" + call
        let parsed = try ParsedSource(text: source, fileName: "main.swift")
        let typed = try TypeChecker().check([parsed])
        let last = try #require(parsed.tree.statements.last?.item.as(FunctionCallExprSyntax.self))
        #expect(typed.chosenDeclaration(of: last) == Array(parsed.tree.statements)[declaration].item.id)
    }

    /// A superclass's method beside a subclass's of the same labels and other parameter
    /// types (no override): the subclass's own runs; a call the superclass's takes is refused.
    @Test func aSuperclassMethodShadowedByLabelsIsRefusedWhereItWouldRun() {
        let declarations = "class A { func t(_ n: Int) {} }\nclass B: A { func t(_ s: String) {} }\n"
        #expect(TypeCheckerTests.firstError(declarations + "B().t(\"x\")") == nil)
        #expect(TypeCheckerTests.firstError(declarations + "B().t(1)")
            == "3:5: coordlab does not support calling 't(_:)' of a supertype beside 'B''s own method of those labels and other parameter types yet")
        #expect(TypeCheckerTests.firstError("class A { func t(_ n: Int) {} }\nclass B: A { override func t(_ n: Int?) {} }\nB().t(1)") == nil)
    }

    @Test func labelsThatChooseAloneRecordNothing() throws {
        #expect(try Self.chosen(in: "func f(_ x: Int) {}\nfunc f(_ x: Int, y: Int) {}\nf(1, y: 2)") == nil)
    }

    @Test func overloadsItCannotRankAreRefusedBeforeTheRun() {
        let generic = "func r<T>(_ v: T) {}\nfunc r(_ v: Int, times: Int = 1) {}\nr(3)"
        #expect(TypeCheckerTests.firstError(generic)
            == "3:1: coordlab does not support choosing between overloads 'r(_:)' and 'r(_:times:)', which all take these arguments yet")
        let tied = "func g(_ x: String, y: Int = 0) {}\nfunc g(_ x: String, z: Int = 0) {}\ng(\"s\")"
        #expect(TypeCheckerTests.firstError(tied)?.hasPrefix("3:1: coordlab does not support choosing between overloads") == true)
    }
}
