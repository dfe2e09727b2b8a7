import CoordLabLanguage
@testable import CoordLabSession
import Testing

/// Streams and task groups of Optionals are refused where written, since a nil element could
/// not be told from the end; others run.
@Suite struct OptionalAsyncElementsTests {
    @Test(arguments: [
        ("print(1)\nlet s = AsyncStream<Int?> { $0.finish() }", "t.swift:2:9", "Int?"),
        ("print(1)\nlet g = await withTaskGroup(of: String?.self) { _ in 1 }", "t.swift:2:33", "String?"),
        ("print(1)\nlet (s, c) = AsyncThrowingStream.makeStream(of: Optional<Int>.self)", "t.swift:2:49", "Optional<Int>"),
        ("print(1)\nvar g: TaskGroup<Int!>? = nil", "t.swift:2:8", "Int!"),
    ])
    func refusedWhereWritten(_ source: String, _ place: String, _ element: String) throws {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) })
        do {
            try w.run(swift: source, fileName: "t.swift")
            Issue.record("ran")
        } catch let e as CompileError {
            #expect(e.message.hasPrefix("coordlab does not support a stream or task group whose elements are Optionals ('\(element)')"))
            #expect(e.location.description == place)
        }
        #expect(printed.isEmpty)
    }

    @Test func streamsAndGroupsOfOtherElementsRun() throws {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) })
        try w.run(swift: """
        let s = AsyncStream<[Int?]> { c in c.yield([nil, 2]); c.finish() }
        for await v in s { print(v) }
        let n = await withTaskGroup(of: Int.self) { g in
            for i in 1...3 { g.addTask { i } }
            var t = 0
            while let v = await g.next() { t += v }
            return t
        }
        print(n)
        """, fileName: "t.swift")
        #expect(printed.joined() == "[nil, Optional(2)]\n6\n")
    }
}
