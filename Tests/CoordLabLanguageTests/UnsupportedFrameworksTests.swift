import CoordLabLanguage
@testable import CoordLabSession
import Testing

/// The parts of Swift concurrency and of Combine the prelude lacks are refused before anything
/// runs, at their first use, saying coordlab does not support them yet; a program's own type
/// of the same name is not. The Combine the prelude declares runs.
@Suite struct UnsupportedFrameworksTests {
    @Test(arguments: [
        ("final class VM: ObservableObject { @Published var n = 0 }\nlet t = VM().objectWillChange", "t.swift:2:9", "this part of Combine"),
        ("print(1)\nlet p: Publishers.Map<Just<Int>, Int>? = nil", "t.swift:2:8", "this part of Combine"),
        ("print(1)\nawait withDiscardingTaskGroup { _ in }", "t.swift:2:7", "this part of Swift concurrency"),
        ("func g() async -> Int { 1 }\nfunc f() async {\n    async let x = g()\n}", "t.swift:3:5", "async let"),
        ("print(1)\nlet s: TaskLocal<Int>? = nil", "t.swift:2:8", "this part of Swift concurrency"),
        ("Task {\n    print(Task.basePriority)\n}", "t.swift:2:11", "this part of Swift concurrency"),
    ])
    func refusedAtItsFirstUse(_ source: String, _ place: String, _ framework: String) throws {
        try expectUnsupported(source, at: place, saying: framework)
    }

    /// A program that declares its own `objectWillChange` uses it.
    @Test func anOwnObjectWillChangeIsNotRefused() throws {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) })
        try w.run(swift: "final class VM { let objectWillChange = PassthroughSubject<Void, Never>() }\nlet t = VM().objectWillChange.sink { print(\"changed\") }\n", fileName: "t.swift")
        #expect(printed.isEmpty)
    }

    @Test func combinesSubjectsAndPublishedRun() throws {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) })
        try w.run(swift: """
        import Combine
        final class VM {
            @Published var name = "a"
            let taps = PassthroughSubject<Int, Never>()
        }
        let vm = VM()
        var bag = Set<AnyCancellable>()
        vm.$name.sink { print($0) }.store(in: &bag)
        vm.taps.map { $0 * 2 }.sink { print($0) }.store(in: &bag)
        vm.name = "b"
        vm.taps.send(21)
        """, fileName: "t.swift")
        #expect(printed.joined() == "a\nb\n42\n")
    }

    /// A closure's `@MainActor` and `MainActor.run` run in place: everything runs on the main thread.
    @Test func mainActorClosuresRunInPlace() throws {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) })
        try w.run(swift: """
        Task { @MainActor in
            let n = await MainActor.run { () -> Int in
                print("on the main actor")
                return 2
            }
            print("got", n)
        }
        RunLoop.main.run(until: Date().addingTimeInterval(1))
        """, fileName: "t.swift")
        #expect(printed.joined() == "on the main actor\ngot 2\n")
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
