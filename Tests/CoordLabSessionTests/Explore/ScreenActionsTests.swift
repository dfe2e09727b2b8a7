import CoordLabLanguage
import Testing
@testable import CoordLabSession

/// What explore can do on a screen besides its buttons, in process: target-actions with
/// their sender, closure actions, an alert's actions, waiting for the run loop, and a
/// window never made key.
@Suite struct ScreenActionsTests {
    /// A screen whose controls are wired every way UIKit allows; its window is not made key.
    static let app = """
    final class Flow: NSObject {
        var closed = 0
        @objc func close(_ sender: UIBarButtonItem) { closed += 1 }
    }
    final class Screen: UIViewController {
        let flow = Flow()
        let first = UIButton(type: .system)
        let second = UIButton(type: .system)
        let off = UIButton(type: .system)
        var taps: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            first.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
            second.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
            off.addTarget(self, action: #selector(refresh), for: .touchUpInside)
            off.isEnabled = false
            let card = UIView()
            card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cardTapped(_:))))
            let closure = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in self?.taps.append("closure") })
            for v in [first, second, off, card, closure] { view.addSubview(v) }
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: flow, action: #selector(Flow.close(_:)))
        }
        @objc func didTap(_ sender: UIButton) { taps.append(sender === first ? "first" : "second") }
        @objc func cardTapped(_ recognizer: UITapGestureRecognizer) { taps.append("card") }
        @objc func refresh() {}
        func later() { DispatchQueue.main.async { [weak self] in self?.taps.append("later") } }
    }
    let screen = Screen()
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: screen)

    """

    func load() throws -> Workspace {
        try ProgramRunner(output: { _ in }, diagnostics: { _ in }).load(sources: [("app.swift", Self.app)]) { _ in }
    }

    @Test func aWindowNeverMadeKeyIsShownWhenLaunchEnds() throws {
        let w = try load()
        #expect(ScreenActions.available(in: w).isEmpty)
        #expect(w.nothingOnScreenReason() == "no window is key yet (the app's launch has not ended)")
        w.finishLaunching()
        #expect(w.nothingOnScreenReason() == nil)
        #expect(!ScreenActions.available(in: w).isEmpty)
    }

    @Test func wiredControlsClosureActionsAndRecognizersAreActions() throws {
        let w = try load()
        let taps = StateJudge.judge(w).actions.filter { $0.hasPrefix(":tap ") }
        #expect(taps == [":tap cardTapped", ":tap close", ":tap later", ":tap refresh",
                         ":tap didTap UIButton#1", ":tap didTap UIButton#2", ":tap UIButton#4"],
                "the disabled button sends nothing; refresh is still a button of the screen")
        for action in [":tap didTap UIButton#2", ":tap cardTapped", ":tap UIButton#4", ":tap didTap UIButton#1"] {
            #expect(StateJudge.take(action, in: w) == nil, "\(action)")
        }
        #expect(StateJudge.take(":tap close", in: w) == nil)
        #expect(try w.evaluate("screen.taps == [\"second\", \"card\", \"closure\", \"first\"] && screen.flow.closed == 1") {
            if case .bool(let b) = $0 { return b } else { return false }
        })
    }

    @Test func workDueNowIsOnlyTurnedAndTimeIsAnAction() throws {
        let w = try load()
        #expect(StateJudge.take(":tap later", in: w) == nil)
        let due = StateJudge.judge(w)
        #expect(!due.settled && due.actions == [":wait 0s"] && due.problems.isEmpty)
        #expect(StateJudge.take(":wait 0s", in: w) == nil)
        #expect(StateJudge.judge(w).settled)
        #expect(ScreenActions.wait(2) == ":wait 2s")
        #expect(ScreenActions.wait(0.5) == ":wait 500ms")
        #expect(ScreenActions.wait(0.1 + 0.2) == ":wait 301ms", "never short of the time the work is due")
    }

    /// A screen that asks before it deletes: while its alert is up, the alert's enabled
    /// actions (by title, quotes and all) are all a user can tap.
    static let alertApp = """
    final class Note: UIViewController {
        var answers: [String] = []
        func ask() {
            let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Say \\"Yes\\"", style: .destructive) { [weak self] _ in self?.answers.append("yes") })
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let later = UIAlertAction(title: "Later", style: .default)
            later.isEnabled = false
            alert.addAction(later)
            present(alert, animated: true)
        }
    }
    let note = Note()
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: note)
    window.makeKeyAndVisible()

    """

    @Test func anAlertsEnabledActionsAreItsOnlyTaps() throws {
        let w = try ProgramRunner(output: { _ in }, diagnostics: { _ in }).load(sources: [("app.swift", Self.alertApp)]) { _ in }
        #expect(StateJudge.take(":tap ask", in: w) == nil)
        #expect(StateJudge.judge(w).actions == [":tap \"Say \"Yes\"\"", ":tap \"Cancel\""])
        #expect(StateJudge.take(":tap \"Say \"Yes\"\"", in: w) == nil)
        #expect(StateJudge.judge(w).actions == [":tap ask"], "the alert is gone")
        #expect(try w.evaluate("note.answers == [\"yes\"]") { if case .bool(let b) = $0 { return b } else { return false } })
        #expect(GestureCommands.alertActionTitle(["\"Not", "now\""]) == "Not now")
        #expect(GestureCommands.alertActionTitle(["ask"]) == nil)
    }
    /// A search screen embedding a filter panel (addChild): the panel's buttons are the
    /// user's, and `:tap` calls them on the panel.
    static let embeddedApp = """
    final class Panel: UIViewController {
        var applied = 0
        func apply() { applied += 1 }
    }
    final class Search: UIViewController {
        let panel = Panel()
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(panel)
            view.addSubview(panel.view)
            panel.didMove(toParent: self)
        }
        func clear() {}
    }
    let search = Search()
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: search)
    window.makeKeyAndVisible()

    """

    @Test func anEmbeddedControllersButtonsAreActionsTheTapCalls() throws {
        let w = try ProgramRunner(output: { _ in }, diagnostics: { _ in }).load(sources: [("app.swift", Self.embeddedApp)]) { _ in }
        #expect(StateJudge.judge(w).actions.filter { $0.hasPrefix(":tap ") } == [":tap apply", ":tap clear"])
        #expect(StateJudge.take(":tap apply", in: w) == nil)
        #expect(try w.evaluate("search.panel.applied == 1") { if case .bool(let b) = $0 { return b } else { return false } })
        if case .impossible(let message)? = StateJudge.take(":tap missing", in: w) {
            #expect(message.contains("missing"), "\(message)")
        } else {
            Issue.record("a method no controller on screen has is no tap")
        }
    }
}
