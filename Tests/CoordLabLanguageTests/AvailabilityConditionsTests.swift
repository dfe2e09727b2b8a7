import CoordLabLanguage
import Testing

/// `#available` and `#unavailable` are decided for the simulated iPhone on iOS 26.0: a
/// released version is available, a later one is not, another platform's is skipped.
@Suite struct AvailabilityConditionsTests {
    @Test(arguments: [
        ("#available(iOS 15, *)", "yes"),
        ("#available(iOS 26.0, *)", "yes"),
        ("#available(iOS 26.0.1, *)", "no"),
        ("#available(iOS 27, *)", "no"),
        ("#available(macOS 99, *)", "yes"),
        ("#available(iOS 13, macOS 10.15, *)", "yes"),
        ("#unavailable(iOS 14)", "no"),
        ("#unavailable(iOS 30)", "yes"),
    ])
    func decided(_ condition: String, _ expected: String) throws {
        let printed = try output(of: "if \(condition) { print(\"yes\") } else { print(\"no\") }\n")
        #expect(printed == expected + "\n")
    }
}
