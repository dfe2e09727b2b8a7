import CoordLabLanguage
@testable import CoordLabSession
import Testing

/// `for await` asks the sequence for `makeAsyncIterator()` and awaits `next()` until nil;
/// outside async code, and without `try` over a throwing iterator, swiftc's errors.
@Suite struct AsyncSequenceLoopsTests {
    @Test func ownAsyncSequenceRunsWithWhereAndBreak() throws {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) })
        try w.run(swift: """
        struct Up: AsyncSequence, AsyncIteratorProtocol {
            typealias Element = Int
            var n = 0
            mutating func next() async -> Int? { n += 1; return n }
            func makeAsyncIterator() -> Up { self }
        }
        for await v in Up() where v % 2 == 1 {
            if v > 5 { break }
            print(v)
        }
        """, fileName: "t.swift")
        #expect(printed.joined() == "1\n3\n5\n")
    }

    @Test(arguments: [
        ("let s = AsyncStream<Int> { $0.finish() }\nfunc f() {\n    for await v in s { print(v) }\n}",
         "t.swift:3:5", "'async' in a function that does not support concurrency"),
        ("let s = AsyncThrowingStream<Int, Error> { $0.finish() }\nfunc f() async {\n    for await v in s { print(v) }\n}",
         "t.swift:3:9", "call can throw, but the error is not handled"),
    ])
    func refusedInSwiftcsWords(_ source: String, _ place: String, _ message: String) throws {
        let w = try Workspace(output: { _ in })
        do {
            try w.run(swift: source, fileName: "t.swift")
            Issue.record("ran")
        } catch let e as CompileError {
            #expect(e.message == message)
            #expect(e.location.description == place)
        }
    }

    /// The operators Swift's `AsyncSequence` gives a program's own type are refused, not
    /// "has no member".
    @Test func operatorsOfAnOwnAsyncSequenceAreRefused() throws {
        try expectUnsupported("""
        struct Up: AsyncSequence, AsyncIteratorProtocol {
            typealias Element = Int
            var n = 0
            mutating func next() async -> Int? { n += 1; return n < 4 ? n : nil }
            func makeAsyncIterator() -> Up { self }
        }
        print(await Up().reduce(0, +))
        """, at: "t.swift:7:18", saying: "'reduce' of a program's own AsyncSequence ('Up')")
    }
}
