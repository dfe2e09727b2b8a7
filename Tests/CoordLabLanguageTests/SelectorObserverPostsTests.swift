import CoordLabLanguage
import Foundation
@testable import CoordLabSession
import Testing

/// A post a selector observer receives is refused before the program runs; selector
/// observers nothing posts to, and posts of other names, run.
@Suite struct SelectorObserverPostsTests {
    static let observer = """
    final class Watcher {
        init() { NotificationCenter.default.addObserver(self, selector: Selector("seen:"), name: NAME, object: nil) }
        func seen(_ n: Notification) {}
    }
    let w = Watcher()
    print(1)

    """

    /// The compile error running `source` with the prelude gets, and what it printed.
    func run(_ source: String) throws -> (CompileError?, [String]) {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) })
        do {
            try w.run(swift: source, fileName: "t.swift")
            return (nil, printed)
        } catch let e as CompileError {
            return (e, printed)
        }
    }

    @Test(arguments: [
        ("Notification.Name(\"a\")", "NotificationCenter.default.post(name: Notification.Name(\"a\"), object: nil)"),
        ("Notification.Name.didEnd", "NotificationCenter.default.post(name: .didEnd, object: nil)"),
        ("nil", "NotificationCenter.default.post(Notification(name: Notification.Name(\"b\"), object: nil))"),
    ])
    func aPostItReceivesIsRefused(_ name: String, _ post: String) throws {
        let source = "extension Notification.Name { static let didEnd = Notification.Name(\"end\") }\n"
            + Self.observer.replacingOccurrences(of: "NAME", with: name) + post
        let (e, printed) = try run(source)
        #expect(e?.message.hasPrefix("coordlab does not support posting to an observer added with") == true, "\(String(describing: e))")
        #expect(e?.location.description == "t.swift:8:1")
        #expect(printed.isEmpty)
    }

    @Test func postsOfOtherNamesRun() throws {
        let source = Self.observer.replacingOccurrences(of: "NAME", with: "Notification.Name(\"a\")")
            + "NotificationCenter.default.post(name: Notification.Name(\"b\"), object: nil)"
        let (e, printed) = try run(source)
        #expect(e == nil)
        #expect(printed == ["1\n"])
    }
}
