import CoordLabSema
import Testing

/// A class's members used without `self.` in an escaping closure are refused in swiftc's
/// words and place; where Swift allows the bare name (a non-escaping closure, `[self]`,
/// `[weak self]` unwrapped, a value type, a static member, `Task`), nothing is refused.
@Suite struct ImplicitSelfTests {
    /// A class with an escaping and a non-escaping method, then one more member.
    static func box(_ member: String) -> String {
        """
        final class Box {
            var n = 0
            var handler: (() -> Void)?
            func later(_ f: @escaping () -> Void) { handler = f }
            func now(_ f: () -> Void) { f() }
            func maybe(_ f: (() -> Void)?) { handler = f }
            func tick() {}
        \(member)
        }
        """
    }

    @Test(arguments: [
        ("    func a() { later { n += 1 } }", "8:24: reference to property 'n'"),
        ("    func a() { later { tick() } }", "8:24: call to method 'tick'"),
        ("    func a() { maybe { n += 1 } }", "8:24: reference to property 'n'"),
        ("    func a() { handler = { tick() } }", "8:28: call to method 'tick'"),
        ("    func a() { let k = { n += 1 }; k() }", "8:26: reference to property 'n'"),
        ("    func a() -> () -> Int { return { n } }", "8:38: reference to property 'n'"),
        ("    func a() { later { self.now { n += 1 } } }", "8:35: reference to property 'n'"),
        ("    func a() { now { later { n += 1 } } }", "8:30: reference to property 'n'"),
        ("    func a() { later { [weak self] in self?.n += 1; print(n) } }", "8:59: reference to property 'n'"),
        ("    func a() { later { [weak self] in guard let self else { return }; later { n += 1 } } }", "8:79: reference to property 'n'"),
        ("    func a() { later { [weak self] in guard let self else { return }; now { n += 1 } } }", "8:77: reference to property 'n'"),
        ("    func a() { later { [self] in later { [weak self] in n += 1 } } }", "8:57: reference to property 'n'"),
        ("    init() { later { n += 1 } }", "8:22: reference to property 'n'"),
    ])
    func bareMembersInEscapingClosuresAreRefused(_ member: String, _ error: String) {
        let message = "\(error) in closure requires explicit use of 'self' to make capture semantics explicit"
        #expect(TypeCheckerTests.firstError(Self.box(member)) == message)
    }

    @Test(arguments: [
        "    func a() { now { n += 1 } }",
        "    func a() { later { [self] in n += 1 } }",
        "    func a() { later { [unowned self] in tick() } }",
        "    func a() { later { [weak self] in guard let self else { return }; n += 1 } }",
        "    func a() { later { [weak self] in if let self { tick() } } }",
        "    func a() { later { [self] in now { n += 1 } } }",
        "    func a() { now { [self] in later { n += 1 } } }",
        "    func a() { later { [s = self] in s.n += 1 } }",
        "    func a() { let x = 1; later { print(x) } }",
        "    func a() { _ = [1].map { $0 + n } }",
        "    func a() { let k = { [self] in n += 1 }; k() }",
        "    static var count = 0\n    static func go(_ f: @escaping () -> Void) {}\n    static func a() { go { count += 1 } }",
    ])
    func bareMembersWhereSwiftAllowsThemAreAccepted(_ member: String) {
        #expect(TypeCheckerTests.firstError(Self.box(member)) == nil)
    }

    @Test func valueTypesAndUnconstrainedProtocolsNeedNoSelf() {
        let source = """
            func later(_ f: @escaping () -> Void) { f() }
            struct S { var n = 0; func a() { later { print(n) } } }
            enum E { case x; func a() { later { print(self == .x, name) } }; var name: String { "x" } }
            protocol P { var n: Int { get } }
            extension P { func a() { later { print(n) } } }
            """
        #expect(TypeCheckerTests.firstError(source) == nil)
    }

    @Test func classBoundProtocolsAndGenericClassesNeedSelf() {
        let bound = "func later(_ f: @escaping () -> Void) { f() }\nprotocol Q: AnyObject { var n: Int { get } }\nextension Q { func a() { later { print(n) } } }"
        #expect(TypeCheckerTests.firstError(bound)?.hasPrefix("3:40: reference to property 'n'") == true)
        let generic = "func later(_ f: @escaping () -> Void) { f() }\nclass Gen<T> { var n = 0; func a() { later { n += 1 } } }"
        #expect(TypeCheckerTests.firstError(generic)?.hasPrefix("2:46: reference to property 'n'") == true)
    }

    @Test func implicitSelfCaptureParametersAllowTheBareName() {
        let source = """
            struct Job { init(@_implicitSelfCapture operation: @escaping () -> Void) { operation() } }
            func later(_ f: @escaping () -> Void) { f() }
            final class C {
                var n = 0
                func a() { _ = Job { n += 1 } }
                func b() { _ = Job { later { n += 1 } } }
            }
            """
        #expect(TypeCheckerTests.firstError(source) == "6:34: reference to property 'n' in closure requires explicit use of 'self' to make capture semantics explicit")
    }
}

/// A function parameter without `@escaping` is refused where it would escape (stored,
/// passed on for an `@escaping` or Optional parameter, returned, captured by an escaping
/// closure), in swiftc's words and place; calling it, handing it to a parameter that does
/// not escape, or binding it to a local is accepted.
@Suite struct NonEscapingParameterTests {
    /// A class with a stored handler, an escaping, an Optional and a non-escaping method.
    static let box = """
        final class Box {
            var handler: (() -> Void)?
            func later(_ f: @escaping () -> Void) { handler = f }
            func maybe(_ f: (() -> Void)?) { handler = f }
            func now(_ f: () -> Void) { f() }
        }

        """

    @Test(arguments: [
        ("func a(_ f: () -> Void, b: Box) { b.handler = f }", "7:45: assigning non-escaping parameter 'f' to an '@escaping' closure"),
        ("func a(_ f: () -> Void, b: Box) { b.later(f) }", "7:43: passing non-escaping parameter 'f' to function expecting an '@escaping' closure"),
        ("func a(_ f: () -> Void, b: Box) { b.maybe(f) }", "7:43: passing non-escaping parameter 'f' to function expecting an '@escaping' closure"),
        ("func a(_ f: () -> Void) -> () -> Void { return f }", "7:48: using non-escaping parameter 'f' in a context expecting an '@escaping' closure"),
        ("func a(_ f: () -> Void, b: Box) { b.later { f() } }", "7:43: escaping closure captures non-escaping parameter 'f'"),
        ("func a(_ f: () -> Void, b: Box) { b.later { b.now { f() } } }", "7:43: escaping closure captures non-escaping parameter 'f'"),
    ])
    func escapingUsesAreRefused(_ function: String, _ error: String) {
        #expect(TypeCheckerTests.firstError(Self.box + function) == error)
    }

    @Test(arguments: [
        "func a(_ f: () -> Void) { f() }",
        "func a(_ f: () -> Void, b: Box) { b.now(f) }",
        "func a(_ f: () -> Void, b: Box) { b.now { f() } }",
        "func a(_ f: () -> Void) { let g = f; g() }",
        "func a(_ f: () -> Void) { [1].forEach { _ in f() } }",
        "func a(_ f: @escaping () -> Void, b: Box) { b.handler = f; b.later(f) }",
        "func a(_ f: (() -> Void)?, b: Box) { b.handler = f }",
        "func a(_ f: () -> Void, b: Box) { b.later { [b] in b.now { } } }",
    ])
    func nonEscapingUsesAreAccepted(_ function: String) {
        #expect(TypeCheckerTests.firstError(Self.box + function) == nil)
    }
}
