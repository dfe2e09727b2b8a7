import CoordLabGraph
import Foundation
import Testing
@testable import CoordLabSession

/// What explore sees of one state, in process: the actions on a screen, the fingerprint
/// that tells states apart up to object numbering, and growth.
@Suite struct ExploreStateTests {
    /// A list that pushes a detail; the detail counts its taps (a value, not a reference).
    static let app = """
    class BaseViewController: UIViewController {
        func help() {}
    }
    final class ListViewController: BaseViewController {
        var shown: [DetailViewController] = []
        override func viewDidLoad() { super.viewDidLoad() }
        func showDetail() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        func showDetailKept() {
            let d = DetailViewController()
            shown.append(d)
            navigationController?.pushViewController(d, animated: true)
        }
        func select(index: Int) {}
        func optionally(animated: Bool = true) {}
        func failing() throws {}
    }
    final class DetailViewController: UIViewController {
        var taps = 0
        func tap() { taps += 1 }
    }
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: ListViewController())
    window.makeKeyAndVisible()

    """

    func load() throws -> Workspace {
        try ProgramRunner(output: { _ in }, diagnostics: { _ in }).load(sources: [("app.swift", Self.app)]) { _ in }
    }

    /// The state after `actions`, each of which must happen.
    func state(after actions: [String], in w: Workspace) throws -> ExploredState {
        for a in actions { #expect(StateJudge.take(a, in: w) == nil, "\(a)") }
        return StateJudge.judge(w)
    }

    @Test func buttonsAreTheAppsOwnMethodsThatTakeNoArguments() throws {
        let w = try load()
        let actions = ScreenActions.available(in: w)
        #expect(actions.filter { $0.hasPrefix(":tap ") } == [":tap help", ":tap optionally", ":tap showDetail", ":tap showDetailKept"])
        #expect(actions.filter { !$0.hasPrefix(":tap ") }.isEmpty, "no gesture can begin on the root of a stack")
        _ = try state(after: [":tap showDetail"], in: w)
        #expect(ScreenActions.available(in: w).filter { !$0.hasPrefix(":tap ") } == [":back", ":swipe back", ":swipe back --cancel"])
    }

    /// The first push and pop leave some of the UIKit stand-ins' stored state changed (the
    /// fingerprint of the start differs from the state after them); from then on a push
    /// and a pop come back to the same state, with other objects (DetailViewController#2, #3).
    @Test func theSameStateReachedWithOtherObjectsHasTheSameFingerprint() throws {
        let w = try load()
        _ = try state(after: [":tap showDetail", ":back"], in: w)
        let first = try state(after: [":tap showDetail"], in: w)
        let back = try state(after: [":back"], in: w)
        let second = try state(after: [":tap showDetail"], in: w)
        #expect(first.fingerprint == second.fingerprint, "DetailViewController#2 and #3 are the same state")
        let backAgain = try state(after: [":swipe back"], in: w)
        #expect(back.fingerprint == backAgain.fingerprint)
        _ = try state(after: [":tap showDetail"], in: w)
        let tapped = try state(after: [":tap tap"], in: w)
        #expect(tapped.fingerprint != second.fingerprint, "a stored Int differs")
        #expect(tapped.actions.contains(":tap tap") && !tapped.actions.contains(":tap showDetail"))
    }

    /// A flag kept in a global or a static decides what a later tap does: a state whose
    /// only change is such a value is another state.
    @Test func aGlobalOrStaticPlainValueTellsStatesApart() throws {
        let w = try ProgramRunner(output: { _ in }, diagnostics: { _ in }).load(sources: [("app.swift", """
            var armed = false
            enum Settings { static var taps = 0 }
            final class Home: UIViewController {
                func arm() { armed = true }
                func count() { Settings.taps += 1 }
            }
            let window = UIWindow()
            window.rootViewController = UINavigationController(rootViewController: Home())
            window.makeKeyAndVisible()

            """)]) { _ in }
        let start = StateJudge.judge(w)
        let armed = try state(after: [":tap arm"], in: w)
        #expect(armed.fingerprint != start.fingerprint, "a global Bool differs")
        let counted = try state(after: [":tap count"], in: w)
        #expect(counted.fingerprint != armed.fingerprint, "a static Int differs")
        #expect(try state(after: [":tap arm"], in: w).fingerprint == counted.fingerprint, "arming again changes nothing")
    }

    /// A state met again (a push and pop later, with another DetailViewController) is
    /// judged from the states judged before, as judging it afresh judges it.
    @Test func aStateMetAgainIsJudgedAsItWasTheFirstTime() throws {
        let w = try load()
        let known = JudgedStates()
        _ = try state(after: [":tap showDetail", ":back"], in: w)
        #expect(StateJudge.take(":tap showDetail", in: w) == nil)
        _ = StateJudge.judge(w, known: known)
        #expect(StateJudge.take(":back", in: w) == nil)
        _ = StateJudge.judge(w, known: known)
        #expect(known.states.count == 2)
        #expect(StateJudge.take(":tap showDetail", in: w) == nil)
        let remembered = StateJudge.judge(w, known: known)
        let fresh = StateJudge.judge(w)
        #expect(known.states.count == 2, "no new state")
        #expect(remembered.fingerprint == fresh.fingerprint && remembered.problems == fresh.problems)
        #expect(remembered.counts == fresh.counts && remembered.screen == fresh.screen)
        #expect(remembered.topScreen == fresh.topScreen && remembered.settled == fresh.settled)
        #expect(remembered.actions == fresh.actions)
    }

    @Test func aControllerKeptAfterItLeftIsAbandonedAndGrowth() throws {
        let w = try load()
        let start = StateJudge.judge(w)
        let pushed = try state(after: [":tap showDetailKept"], in: w)
        #expect(pushed.problems.isEmpty)
        let back = try state(after: [":swipe back"], in: w)
        #expect(back.problems == [ExploreProblem(kind: .abandoned, subject: "DetailViewController")])
        #expect(back.fingerprint != start.fingerprint)
        let journey = [":tap showDetailKept", ":swipe back"]
        let candidate = try #require(Explorer.growthCandidate(journey: journey, from: [start, pushed], to: back))
        #expect(candidate.cycle == journey && candidate.grown == ["DetailViewController"] && candidate.step == 0)
        #expect(Explorer.growthCandidate(journey: [":tap showDetailKept"], from: [start], to: pushed) == nil,
                "other screens are no growth")
    }

    @Test func growthAlreadyReportedForOneOfItsTypesIsNotNew() {
        let known = [ExploreProblem(kind: .growth, subject: "A, B")]
        #expect(Explorer.isKnownGrowth(ExploreProblem(kind: .growth, subject: "B"), among: known))
        #expect(!Explorer.isKnownGrowth(ExploreProblem(kind: .growth, subject: "C"), among: known))
        #expect(!Explorer.isKnownGrowth(ExploreProblem(kind: .abandoned, subject: "A"), among: known))
    }

    /// A state's fingerprint made up for a state graph.
    func fingerprint(_ n: Int) throws -> StateFingerprint {
        try JSONDecoder().decode(StateFingerprint.self, from: Data(#"{"high":\#(n),"low":0}"#.utf8))
    }

    @Test func journeysCoveredCountEveryPathThroughTheExpandedStates() throws {
        let (a, b) = (try fingerprint(1), try fingerprint(2))
        // From a: to b, back to a itself (a cancelled swipe), and a trap; from b: to a.
        let edges: [StateFingerprint: [StateFingerprint?]] = [a: [b, a, nil], b: [a]]
        #expect(Explorer.journeys(from: a, through: edges, upTo: 1) == 3)
        #expect(Explorer.journeys(from: a, through: edges, upTo: 2) == 3 + 1 + 3)
        #expect(Explorer.journeys(from: b, through: edges, upTo: 2) == 1 + 3)
    }
}
