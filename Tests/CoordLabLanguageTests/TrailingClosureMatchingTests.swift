import Testing
@testable import CoordLabLanguage
@testable import CoordLabSession

/// Trailing closures matched to parameters as Swift's forward scan does: past defaulted
/// parameters that take no function, and by label when there are several.
@Suite struct TrailingClosureMatchingTests {
    @Test func aTrailingClosurePastADefaultedFlagKeepsItsCallsGenericArguments() throws {
        // The closure was matched to `flag`: the call's binding of T was lost, and the
        // escaping closure stopped mid-run when it named T.
        let source = """
        func reg<T>(_ t: T.Type, flag: Bool = false, f: @escaping () -> T) -> () -> String {
            return { "\\(T.self) \\(f())" }
        }
        print(reg(Int.self) { 3 }())
        """
        #expect(try SetTests.output(source) == "Int 3\n")
    }

    @Test func severalTrailingClosuresGoByTheirLabels() throws {
        // The first closure was taken for a labelled argument: no 'd' accepted the call.
        let source = """
        func d(first: (() -> Void)? = nil, second: () -> Void) { first?(); second() }
        d { print("1st") } second: { print("2nd") }
        d { print("only") }
        """
        #expect(try SetTests.output(source) == "1st\n2nd\nonly\n")
    }
}
