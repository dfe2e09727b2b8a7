import Testing

/// `if let _ = x` (and `guard`, `while`) tests the optional and binds nothing: the value is
/// released before the body, as Swift does.
@Suite struct WildcardBindingTests {
    @Test func theValueIsReleasedBeforeTheBody() throws {
        let printed = try output(of: """
        final class A { deinit { print("deinit A") } }
        func make() -> A? { A() }
        func check(_ a: A?) -> String {
            guard let _ = a else { return "nil" }
            return "some"
        }
        if let _ = make() { print("body") }
        print(check(nil))
        """)
        #expect(printed == "deinit A\nbody\nnil\n")
    }
}
