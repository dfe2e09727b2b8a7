import Foundation
import TestSupport
import Testing

/// Gestures through `coordlab run` scripts that mix Swift and `:commands`.
@Suite struct GestureScriptTests {
    /// The shared app: a list that pushes a detail, and a sheet.
    static let app = """
    class ListViewController: UIViewController {
        deinit { print("deinit List") }
        func showDetail() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        func showSheet() { present(SheetViewController(), animated: true) }
    }
    class DetailViewController: UIViewController {
        deinit { print("deinit Detail") }
    }
    class SheetViewController: UIViewController {
        deinit { print("deinit Sheet") }
    }
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: ListViewController())
    window.makeKeyAndVisible()

    """

    /// Runs `script` after the app with `coordlab run`.
    func run(_ script: String) throws -> ProcessResult {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-\(UUID().uuidString).swift")
        try (Self.app + script).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Subprocess.run(bin, ["run", file.path], environment: Harness.environment([:]))
    }

    @Test func backButtonPopsAndFreesTheDetail() throws {
        let r = try run(":tap showDetail\nprint(\"pushed\")\n:back\nprint(\"popped\")\n")
        #expect(r.stdout == "pushed\ndeinit Detail\npopped\n")
        #expect(r.exitCode == 0)
    }

    @Test func cancelledSwipeBackReleasesNothing() throws {
        let r = try run(":tap showDetail\n:swipe back --cancel\nprint(\"cancelled\")\n:swipe back\nprint(\"swiped\")\n")
        #expect(r.stdout == "swipe cancelled: the screen springs back, nothing was released\ncancelled\ndeinit Detail\nswiped\n")
    }

    @Test func swipeDownDismissesTheSheet() throws {
        let r = try run(":tap showSheet\n:swipe down --cancel\nprint(\"still up\")\n:swipe down\nprint(\"dismissed\")\n")
        #expect(r.stdout == "swipe cancelled: the sheet springs back, nothing was released\nstill up\ndeinit Sheet\ndismissed\n")
    }

    @Test func stackDrawsTheScreen() throws {
        let r = try run(":tap showDetail\n:stack\n")
        #expect(r.stdout.contains("UINavigationController"))
        #expect(r.stdout.contains("DetailViewController (top)"))
    }

    @Test func aGestureThatCannotHappenIsAnErrorWithItsLine() throws {
        let r = try run(":back\nprint(\"after\")\n")
        #expect(r.stderr.contains(":15: error: there is no back button on screen"))
        #expect(r.stdout == "after\n")
        #expect(r.exitCode == 1)
    }

    @Test func tapOfAMissingMethodNamesTheController() throws {
        let r = try run(":tap fly\n")
        #expect(r.stderr.contains("ListViewController, the view controller on screen, has no method 'fly'"))
    }

    @Test func tabSelectsATabAndTheStackShowsIt() throws {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tabs-\(UUID().uuidString).swift")
        try """
        class FeedViewController: UIViewController {}
        class ProfileViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("profile appeared") }
        }
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: FeedViewController()),
                                UINavigationController(rootViewController: ProfileViewController())]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        :tab 1
        :stack
        :tab 5
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let r = try Subprocess.run(bin, ["run", file.path], environment: Harness.environment([:]))
        #expect(r.stdout.hasPrefix("profile appeared\n"))
        #expect(r.stdout.contains("tab 1: UINavigationController (selected)"))
        #expect(r.stderr.contains(":13: error: there is no tab 5: the tab bar on screen has 2 tabs, :tab 0 to :tab 1"))
        #expect(r.exitCode == 1)
    }
}
