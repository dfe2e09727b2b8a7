import CoordLabSyntax
import Testing

/// The byte search that decides whether a file's tree is walked for a word.
@Suite struct TextSearchTests {
    @Test func findsWordsAnywhereInTheText() {
        #expect(textContains("@main", in: "struct A {}\n@main struct App {}"))
        #expect(textContains("Task.", in: "Task.sleep"))
        #expect(!textContains("actor ", in: "let actors = 1"))
        #expect(!textContains("MainActor", in: "Main"))
        #expect(textContains("", in: "x"))
        #expect(textContains("é", in: "café"))
    }
}
