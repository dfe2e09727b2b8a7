import Foundation
import TestSupport
import Testing

/// `coordlab explore` on the real binary: the apps in Tests/ExploreApps give the findings
/// their designs have, each witness replays with `coordlab run` to the same verdict, and
/// the fixed designs explore clean.
@Suite struct ExploreTests {
    /// An app to explore: the setup of a lesson (lessons/NAME.md) if it starts from one,
    /// then its files (in Tests/ExploreApps); an optional change to the first of them (a
    /// fixed design that differs from the broken one by one line, as the lessons' fixes
    /// do); and the problems expected, as `kind subject` (a trap by its kind alone).
    struct App: CustomTestStringConvertible, Sendable {
        var lesson: String?
        var files: [String] = []
        var change: (from: String, to: String)?
        let findings: Set<String>

        var testDescription: String {
            ((lesson.map { [$0 + ".md"] } ?? []) + files).joined(separator: " + ") + (change == nil ? "" : " (changed)")
        }

        /// The app's sources, by file name, in order.
        func sources() throws -> [(name: String, text: String)] {
            var sources: [(name: String, text: String)] = []
            if let lesson {
                let markdown = try String(contentsOf: Harness.packageRoot.appendingPathComponent("lessons/\(lesson).md"), encoding: .utf8)
                sources.append((lesson + ".swift", ExploreTests.setup(of: markdown)))
            }
            for name in files {
                sources.append((name, try String(contentsOf: ExploreTests.folder.appendingPathComponent(name), encoding: .utf8)))
            }
            if let change {
                try #require(sources[0].text.contains(change.from), "\(sources[0].name) has no '\(change.from)'")
                sources[0].text = sources[0].text.replacingOccurrences(of: change.from, with: change.to)
            }
            return sources
        }
    }

    /// Writes `sources` in `dir`; their paths, in order.
    static func write(_ sources: [(name: String, text: String)], in dir: URL) throws -> [String] {
        try sources.map { source in
            let path = dir.appendingPathComponent(source.name).path
            try source.text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    /// The code of a lesson's ```swift setup block.
    static func setup(of markdown: String) -> String {
        var lines: [Substring] = []
        var inside = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if inside, line.hasPrefix("```") { break }
            if inside { lines.append(line) }
            if line.hasPrefix("```swift setup") { inside = true }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let apps: [App] = [
        App(lesson: "03-child-array", files: ["child-array-start.swift"],
            findings: ["abandoned TrackingCoordinator", "growth TrackingCoordinator"]),
        App(lesson: "03-child-array", files: ["child-array-start.swift", "child-array-didshow-fix.swift"], findings: []),
        // The resend timer is a real repeating Timer: RunLoop.main keeps it, it keeps its block and the
        // block the screen, so the flow is abandoned (kept through a root), not leaked.
        App(lesson: "04-self-deallocating",
            findings: ["abandoned RegisterCoordinator", "abandoned RegisterStepTwoViewController",
                       "growth RegisterCoordinator, RegisterStepTwoViewController, RegisterViewModel"]),
        App(lesson: "04-self-deallocating",
            change: ("repeats: true) { _ in", "repeats: true) { [weak self] _ in"), findings: []),
        App(files: ["flow-removal.swift"], findings: ["abandoned FeedCoordinator", "growth FeedCoordinator"]),
        App(files: ["flow-removal.swift"], change: ("filter { $0.flow != .profile }", "filter { $0.flow != flow }"), findings: []),
        App(files: ["tab-flows.swift"], findings: ["abandoned ItemCoordinator", "growth ItemCoordinator"]),
        // A sleeping task that captured its screen keeps it after :back (through the run loop's tasks).
        App(files: ["task-screen.swift"], findings: ["abandoned DetailViewController", "growth DetailViewController"]),
        App(files: ["task-screen.swift"], change: ("task = Task { [self] in", "task = Task { [weak self] in"), findings: []),
        App(files: ["sheet.swift"], findings: ["abandoned SettingsCoordinator", "growth SettingsCoordinator"]),
        App(files: ["sheet.swift", "sheet-swipe-fix.swift"], findings: []),
        App(files: ["closure-cycle.swift"], findings: ["leaked ProfileViewController", "growth ProfileViewController"]),
        App(files: ["unowned-trap.swift"], findings: ["trap"]),
        // Only target-action reaches the profile (a method that takes its sender, sent by one of
        // two buttons); the window, kept by a coordinator, is never made key.
        App(files: ["target-action.swift"], findings: ["abandoned ProfileCoordinator", "growth ProfileCoordinator"]),
        App(files: ["target-action.swift"],
            change: ("        super.viewDidDisappear(animated)\n",
                     "        super.viewDidDisappear(animated)\n        if isMovingFromParent, let c = coordinator { c.parent?.childDidFinish(c) }\n"),
            findings: []),
        // Closure actions only (a button's UIAction, a bar button item's primary action) and callbacks.
        App(files: ["closure-actions.swift"],
            findings: ["leaked ComposeCoordinator, ComposeViewController", "growth ComposeCoordinator, ComposeViewController",
                       "abandoned ComposeCoordinator", "abandoned ComposeViewController"]),
        // Only waiting shows the home screen and starts the clock's timer, which keeps the clock.
        App(files: ["delayed-timer.swift"], findings: ["abandoned ClockViewController", "growth ClockViewController"]),
        App(files: ["delayed-timer.swift"],
            change: ("        super.viewWillDisappear(animated)\n", "        super.viewWillDisappear(animated)\n        timer?.invalidate()\n"),
            findings: []),
        // Children in a dictionary keyed by an enum: re-entering replaces the child left behind,
        // so there is never more than one (abandoned, no growth).
        App(files: ["dict-children.swift"], findings: ["abandoned DetailCoordinator"]),
        // One child finishes through a delegate protocol (removed), one through a closure that forgets to.
        App(files: ["finish-delegate-closure.swift"], findings: ["abandoned ProfileCoordinator", "growth ProfileCoordinator"]),
        App(files: ["finish-delegate-closure.swift"],
            change: ("profile.onFinish = { [weak self] in\n            self?.finishedFlows += 1",
                     "profile.onFinish = { [weak self, weak profile] in\n            self?.childCoordinators.removeAll { $0 === profile }"),
            findings: []),
        // A navigation controller presented as a sheet: a swipe down releases its whole stack,
        // unless nobody is told (then the coordinator keeps the stack).
        App(files: ["sheet-navigation.swift"], findings: []),
        App(files: ["sheet-navigation.swift"], change: ("        cart.presentationController?.delegate = self\n", ""),
            findings: ["abandoned CheckoutCoordinator", "abandoned UINavigationController", "abandoned CartViewController",
                       "abandoned PaymentViewController", "growth CartViewController, CheckoutCoordinator"]),
        // A login flow presented full screen over a tab bar, removed in a dismissal's completion.
        App(files: ["login-over-tabs.swift"], findings: []),
        App(files: ["login-over-tabs.swift"], change: ("[weak self, weak login] in", "[weak self, login] in"),
            findings: ["leaked LoginCoordinator"]),
        // An alert's action captures the screen that keeps the alert: reached only by tapping the action.
        App(files: ["alert-capture.swift"],
            findings: ["abandoned UIAlertController", "leaked NoteViewController, UIAlertAction, UIAlertController",
                       "growth NoteViewController"]),
        App(files: ["alert-capture.swift"], change: ("        confirmation = alert\n", ""), findings: []),
        // A view model's Combine subscription to a global subject captures it strongly.
        App(files: ["viewmodel-subscriptions.swift"], findings: ["growth InboxViewModel"]),
        App(files: ["viewmodel-subscriptions.swift"],
            change: ("session.unread.sink { count in\n            self.badge", "session.unread.sink { [weak self] count in\n            self?.badge"),
            findings: []),
        // A deep link pushes two screens at once; the list and its coordinator keep each other.
        App(files: ["deep-link.swift"], findings: ["leaked OrderListViewController, OrdersCoordinator",
                                                   "growth OrderListViewController, OrdersCoordinator"]),
        App(files: ["deep-link.swift"], change: ("    var coordinator: OrdersCoordinator?", "    weak var coordinator: OrdersCoordinator?"),
            findings: []),
        // Only a global's value tells the state after Arm from the start.
        App(files: ["global-flag.swift"], findings: ["leaked Node", "growth Node"]),
        // Only the buttons of a panel embedded with addChild reach the result screen.
        App(files: ["embedded-child.swift"], findings: ["leaked ResultViewController", "growth ResultViewController"]),
        App(files: ["embedded-child.swift"], change: ("        onShare = {\n            self.share()", "        onShare = { [weak self] in\n            self?.share()"),
            findings: []),
        // A picker's child coordinator finished only by the picker's delegate: a swipe down tells it nothing.
        App(files: ["photo-picker.swift"], findings: ["abandoned PhotoPickerCoordinator", "growth PhotoPickerCoordinator"]),
        App(files: ["photo-picker.swift"],
            change: ("        picker.delegate = self\n", "        picker.delegate = self\n        picker.presentationController?.delegate = self\n"),
            findings: []),
        // One child in an optional property, replaced on re-entry: abandoned, never growth.
        App(files: ["replace-child.swift"], findings: ["abandoned ProfileCoordinator"]),
        // Only a row tap of a UITableViewController reaches the detail.
        App(files: ["table-list.swift"], findings: ["abandoned OrderDetailCoordinator", "growth OrderDetailCoordinator"]),
        // A router with completions on pop; a finishFlow closure capturing its own coordinator.
        App(files: ["router-finish-flow.swift"], findings: ["leaked AuthCoordinator"]),
        App(files: ["router-finish-flow.swift"], change: ("auth.finishFlow = { [weak self] in", "auth.finishFlow = { [weak self, unowned auth] in"),
            findings: []),
        // A generic BaseCoordinator<Route> with routes carrying payloads.
        App(files: ["generic-routes.swift"], findings: ["abandoned CommentsCoordinator", "growth CommentsCoordinator"]),
        // A NotificationCenter publisher's sink capturing its screen strongly.
        App(files: ["observer-cycle.swift"], findings: ["abandoned ChatViewController", "growth ChatViewController"]),
        App(files: ["observer-cycle.swift"],
            change: (".sink { _ in\n                self.keyboardShown", ".sink { [weak self] _ in\n                self?.keyboardShown"),
            findings: []),
        // Tabs, a pushed child flow, a sheet flow and an alert, all cleaned up.
        App(files: ["clean-flows.swift"], findings: []),
    ]

    /// The report's findings, as `--json` gives them.
    struct Report: Decodable {
        struct Finding: Decodable {
            struct Problem: Decodable { let kind: String; let subject: String }
            let problem: Problem
            let journey: [String]
        }
        let findings: [Finding]
        let journeys: Int
    }

    @Test(arguments: apps) func findsWhatTheDesignHasAndEachWitnessReplays(_ app: App) throws {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let dir = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = try Self.write(try app.sources(), in: dir)
        let witnesses = dir.appendingPathComponent("witnesses").path
        let r = try Subprocess.run(bin, ["explore", "--depth", "4", "--json", "--witnesses", witnesses] + files,
                                   environment: Harness.environment([:]), timeout: 300)
        #expect(r.exitCode == (app.findings.isEmpty ? 0 : 1), "\(r.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(r.stdout.utf8))
        let found = Set(report.findings.map { $0.problem.kind == "trap" ? "trap" : $0.problem.kind + " " + $0.problem.subject })
        #expect(found == app.findings)
        #expect(report.journeys > 0)
        for (k, finding) in report.findings.enumerated() {
            let witness = witnesses + "/finding-\(k + 1).swift"
            let replay = try Subprocess.run(bin, ["run"] + files + [witness], environment: Harness.environment([:]))
            if finding.problem.kind == "trap" {
                #expect(replay.exitCode == 1 && replay.stderr.contains("Fatal error: Attempted to read an unowned reference"),
                        "\(replay.stderr)")
            } else {
                #expect(replay.exitCode == 0, "\(finding.journey): \(replay.stderr)")
                #expect(replay.stdout.contains("✓ "))
            }
        }
    }

    /// `coordlab explore` on one file holding `source`.
    func explore(_ source: String, named name: String) throws -> ProcessResult {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let dir = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try Subprocess.run(bin, ["explore", file.path], environment: Harness.environment([:]))
    }

    @Test func anAppThatDoesNotLoadExitsWithTwo() throws {
        let r = try explore("let window = UIWindow()\nwindow.rootViewControler = nil\n", named: "broken.swift")
        #expect(r.exitCode == 2)
        #expect(r.stderr.contains("broken.swift:2:"))
        #expect(r.stdout.isEmpty)
    }

    /// A window never made key is shown as UIKit shows the app's window when launch ends; a
    /// window nothing keeps, or none at all, leaves nothing on screen, and the report says why.
    @Test func aWindowNeverMadeKeyIsExploredAndNothingOnScreenSaysWhy() throws {
        let shown = try explore("""
            final class Home: UIViewController { func open() { present(UIViewController(), animated: true) } }
            let window = UIWindow()
            window.rootViewController = Home()

            """, named: "unkeyed.swift")
        #expect(shown.exitCode == 0, "\(shown.stderr)")
        #expect(!shown.stdout.contains("nothing to explore"))
        #expect(shown.stdout.contains("explored ") && !shown.stdout.contains("explored 0 journeys"), "\(shown.stdout)")
        let freed = try explore("""
            func launch() {
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.rootViewController = UINavigationController(rootViewController: UIViewController())
            }
            launch()

            """, named: "freed.swift")
        #expect(freed.exitCode == 0)
        #expect(freed.stdout.contains("nothing to explore: no view controller is on screen: the app's UIWindow was freed: nothing keeps it"),
                "\(freed.stdout)")
        let none = try explore("final class Home: UIViewController {}\nlet home = Home()\n", named: "none.swift")
        #expect(none.stdout.contains("nothing to explore: no view controller is on screen: no UIWindow was given a rootViewController"),
                "\(none.stdout)")
    }

    @Test func theReportNamesTheWitnessAndItsExplanation() throws {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let r = try Subprocess.run(bin, ["explore", "--depth", "2", Self.folder.appendingPathComponent("sheet.swift").path],
                                   environment: Harness.environment([:]), timeout: 300)
        #expect(r.exitCode == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "abandoned SettingsCoordinator  after 2 steps: :tap showSettings, :swipe down")
        #expect(lines.contains("  home -> HomeCoordinator#1 -> childCoordinators[0] -> SettingsCoordinator#1"))
        #expect(lines.contains("  none of its screens is on screen any more (SettingsViewController#1)"))
        #expect(lines.contains("    :expect abandoned SettingsCoordinator#1"))
        #expect(lines.last?.hasPrefix("explored ") == true && lines.last?.hasSuffix(": 2 findings") == true)
    }

    /// `:explore` in a script explores from where the script is, and changes nothing.
    @Test func exploreInAScriptStartsFromTheCurrentStateAndChangesNothing() throws {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let dir = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("script.swift")
        try ":tap showSettings\n:explore --depth 2\n:expect count SettingsCoordinator == 1\n:stack\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let r = try Subprocess.run(bin, ["run", Self.folder.appendingPathComponent("sheet.swift").path, script.path],
                                   environment: Harness.environment([:]), timeout: 300)
        #expect(r.exitCode == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "abandoned SettingsCoordinator  after 1 step: :swipe down")
        #expect(lines.contains("  witness, from the state exploring started in:"))
        #expect(lines.contains { $0.hasPrefix("explored ") && $0.hasSuffix(" journeys of up to 2 steps: 2 findings") },
                "a script's output names no time, so it is the same on every run")
        #expect(lines.contains("✓ count SettingsCoordinator == 1"))
        #expect(lines.contains("    presented (automatic): SettingsViewController"))
    }

    @Test func maxJourneysStopsEarlyAndSaysSo() throws {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let r = try Subprocess.run(bin, ["explore", "--max-journeys", "1", Self.folder.appendingPathComponent("tab-flows.swift").path],
                                   environment: Harness.environment([:]), timeout: 300)
        #expect(r.stdout.contains("(--max-journeys); longer journeys were not explored"))
    }

    /// Where the apps are.
    static let folder = Harness.packageRoot.appendingPathComponent("Tests/ExploreApps")
}
