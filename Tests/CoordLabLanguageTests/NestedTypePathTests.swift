import CoordLabLanguage
@testable import CoordLabSession
import Testing

/// A type of an earlier input nested in another (`Notification.Name`) stays reachable
/// through its outer type when a later input declares a type of the same simple name;
/// each name means its own type, in later inputs too.
@Suite struct NestedTypePathTests {
    @Test func aLaterTopLevelTypeAndTheEarlierNestedOneBothWork() throws {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) }, loadsPrelude: false)
        try w.run(swift: """
        struct Screen {
            struct Name: Equatable { let raw: String }
            static let home = Name(raw: "home")
            var name: Name = Screen.home
        }
        """, fileName: "a.swift")
        try w.run(swift: """
        struct Name { let first: String; let last: String }
        let n = Name(first: "Ada", last: "L")
        let s = Screen()
        print(n.first, s.name.raw, s.name == Screen.Name(raw: "home"), Screen.home == s.name)
        """, fileName: "b.swift")
        try w.run(swift: "print(Name(first: \"B\", last: \"C\").last, Screen.Name(raw: \"x\").raw)", fileName: "c.swift")
        #expect(printed == ["Ada home true true\n", "C x\n"])
    }
}
