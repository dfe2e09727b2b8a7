import CoordLabLanguage
@testable import CoordLabSession
import Testing

/// Combine and Swift concurrency are refused before anything runs, at their first use,
/// saying coordlab does not support them yet; a program's own type of the same name is not.
@Suite struct UnsupportedFrameworksTests {
    @Test(arguments: [
        ("print(1)\nimport Combine", "t.swift:2:1", "Combine"),
        ("print(1)\nimport OpenCombine", "t.swift:2:1", "Combine"),
        ("print(1)\nlet s = PassthroughSubject<Int, Never>()", "t.swift:2:9", "Combine"),
        ("var bag = Set<AnyCancellable>()", "t.swift:1:15", "Combine"),
        ("final class VM {\n    @Published var name = \"\"\n}", "t.swift:2:5", "Combine"),
        ("final class VM: ObservableObject {}", "t.swift:1:17", "Combine"),
        ("print(1)\nTask { print(2) }", "t.swift:2:1", "Swift concurrency"),
        ("func f() {\n    _ = await g()\n}", "t.swift:2:9", "Swift concurrency"),
        ("print(1)\nfunc g() async -> Int { 1 }", "t.swift:2:10", "Swift concurrency"),
    ])
    func refusedAtItsFirstUse(_ source: String, _ place: String, _ framework: String) throws {
        let (e, printed) = try refusal(source)
        #expect(e?.message.hasPrefix("coordlab does not support \(framework)") == true, "\(String(describing: e))")
        #expect(e?.location.description == place)
        #expect(printed.isEmpty)
    }

    @Test func aProgramsOwnTypeOfTheSameNameRuns() throws {
        let (e, printed) = try refusal("""
        struct Task { let title: String }
        final class Queue { var Task = 1 }
        print(Task(title: "write").title, Queue().Task)
        """)
        #expect(e == nil)
        #expect(printed.joined() == "write 1\n")
    }
}
