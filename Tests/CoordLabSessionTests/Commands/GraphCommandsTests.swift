import Testing
@testable import CoordLabSession
@testable import CoordLabGraph

/// `:graph` as a person types it: its options, and its limit on the references listed.
@Suite struct GraphCommandsTests {
    /// Runs `program`, then each of `commands`; returns what the commands printed.
    func graph(after program: String, _ commands: [String]) throws -> [String] {
        let w = try Workspace(output: { _ in }, loadsPrelude: false)
        try w.run(swift: program, fileName: "app.swift")
        var printed: [String] = []
        var context = CommandContext(workspace: w, say: { printed.append($0) })
        context.graphOptions = GraphRenderOptions(unicode: true, colour: false, width: 100)
        for c in commands { try CommandTable.scripting.run(c, in: context) }
        return printed
    }

    static let manyChildren = """
    final class Child {}
    final class App { var children: [Child] = [] }
    let app = App()
    for _ in 0..<250 { app.children.append(Child()) }
    """

    @Test func listsAHundredReferencesOfAnObjectUnlessToldOtherwise() throws {
        let printed = try graph(after: Self.manyChildren, [":graph", ":graph --children 240", ":graph app --children 1"])
        #expect(printed[0].hasSuffix("└─ … 150 more references (--children N lists more)"))
        #expect(printed[0].split(separator: "\n").count == 102)
        #expect(printed[1].hasSuffix("└─ … 10 more references (--children N lists more)"))
        #expect(printed[2].contains("children[0] → Child#1") && printed[2].hasSuffix("└─ … 249 more references (--children N lists more)"))
    }

    @Test func aChildrenLimitMustBeANumberFromOne() throws {
        for bad in [":graph --children", ":graph --children 0", ":graph --children many"] {
            #expect(throws: CommandError.self) { _ = try graph(after: Self.manyChildren, [bad]) }
        }
    }

    /// With no window on screen nothing can have left the screen: `:abandoned` says why
    /// it finds nothing, and a gesture says there is no screen to touch.
    /// Until the app's window is shown nothing is judged abandoned; a gesture shows it first,
    /// as UIKit shows the app's window when launch ends, unless nothing keeps it.
    @Test func abandonedWithoutAWindowOnScreenSaysWhy() throws {
        let w = try Workspace(output: { _ in })
        try w.run(swift: """
        final class Home: UIViewController {}
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: Home())
        """, fileName: "app.swift")
        var printed: [String] = []
        let context = CommandContext(workspace: w, say: { printed.append($0) })
        try CommandTable.scripting.run(":abandoned", in: context)
        #expect(printed == ["nothing can be judged abandoned: no window is on screen (none was made key with makeKeyAndVisible(), or it has no rootViewController), so no screen has appeared and none can have been left behind"])
        #expect(throws: CommandError(key: "gesture.noSwipeBack")) {
            try CommandTable.scripting.run(":swipe back", in: context)
        }
        try CommandTable.scripting.run(":abandoned", in: context)
        #expect(printed.last == "nothing abandoned")
        let unkept = try Workspace(output: { _ in })
        try unkept.run(swift: "final class Home: UIViewController {}\nUIWindow().rootViewController = Home()\n", fileName: "app.swift")
        #expect(throws: CommandError(key: "gesture.noScreen")) {
            try CommandTable.scripting.run(":swipe back", in: CommandContext(workspace: unkept, say: { _ in }))
        }
    }
}
