import Testing
@testable import CoordLabSession

/// Gestures as a person types them: the call form of `:tap`, what `:tab` says about the
/// tabs there are, and what a cancelled swipe released.
@Suite struct GestureCommandsTests {
    static let app = """
    final class ListViewController: UIViewController {
        var selected = -1
        func didSelectRow(_ row: Int) { selected = row }
    }
    let list = ListViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: list), UIViewController()]
    let window = UIWindow()
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    """

    /// Runs `commands` after the app; what each printed, or its error.
    func run(_ commands: [String], after program: String = Self.app) throws -> (Workspace, [String]) {
        let w = try Workspace(output: { _ in })
        try w.run(swift: program, fileName: "app.swift")
        var said: [String] = []
        let context = CommandContext(workspace: w, say: { said.append($0) })
        for c in commands {
            do { try CommandTable.scripting.run(c, in: context) } catch let e as CommandError { said.append("error: " + e.message) }
        }
        return (w, said)
    }

    @Test func tapAcceptsTheCallForm() throws {
        let (w, said) = try run([":tap didSelectRow(1)"])
        #expect(said.isEmpty)
        #expect(w.gestures == [":tap didSelectRow"])
        #expect(try w.evaluate("list.selected") { v -> Bool in if case .int(1) = v { return true } else { return false } })
        #expect(GestureCommands.tapCall(["select(index:", "2)"])! == ("select", "index: 2"))
        #expect(GestureCommands.tapCall(["select(index:"]) == nil)
    }

    @Test func aMissingTabSaysHowManyThereAre() throws {
        let (_, said) = try run([":tab 5", ":tab 1"])
        #expect(said == ["error: there is no tab 5: the tab bar on screen has 2 tabs, :tab 0 to :tab 1"])
    }

    @Test func aCancelledSwipeSaysNothingWasReleased() throws {
        let (w, said) = try run([":swipe back --cancel"], after: Self.app + "\nlist.navigationController!.pushViewController(UIViewController(), animated: false)")
        #expect(said == ["swipe cancelled: the screen springs back, nothing was released"])
        #expect(w.gestures == [":swipe back --cancel"])
    }
}
