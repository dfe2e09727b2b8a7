import Testing
@testable import CoordLabSession

/// The simulated run loop in the REPL: the idle turn after each input, `:wait`, `:pending`,
/// and the Swift an export writes for them.
@Suite struct RunLoopCommandsTests {
    /// Text gathered from a session's output.
    final class Output { var text = "" }

    /// A quiet session and what each input printed.
    func outputs(_ inputs: [String]) -> (Session, [String]) {
        let out = Output()
        let session = Session(output: { out.text += $0 })
        session.showsSummary = false
        var printed: [String] = []
        for input in inputs {
            out.text = ""
            session.evaluate(input)
            printed.append(out.text)
        }
        return (session, printed)
    }

    static let clock = """
    final class Clock {
        var timer: Timer?
        func start() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in print("tick \\(self.ticks)"); self.ticks += 1 } }
        var ticks = 0
        deinit { print("Clock deinit") }
    }
    var clock: Clock? = Clock()
    clock!.start()
    """

    @Test func mainQueueWorkRunsAfterTheInputThatSentIt() {
        let (_, printed) = outputs(["DispatchQueue.main.async { print(\"later\") }\nprint(\"first\")", "print(\"next\")"])
        #expect(printed == ["first\nlater\n", "next\n"])
    }

    @Test func waitRunsWhatFallsDueInOrder() {
        let (_, printed) = outputs([
            Self.clock,
            "DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { print(\"block\") }",
            ":wait 2s",
            "weak var watched = clock\nclock = nil",
            ":wait 500ms",
            ":wait 0.5s",
            "watched!.timer!.invalidate()",
        ])
        #expect(printed[2] == "tick 0\nblock\ntick 1\n")
        #expect(printed[3] == "", "the run loop still holds the timer, which holds the clock")
        #expect(printed[4] == "")
        #expect(printed[5] == "tick 2\n")
        #expect(printed[6] == "Clock deinit\n")
    }

    @Test func pendingSaysWhatEachOwnerKeeps() {
        let (_, printed) = outputs([
            Self.clock,
            "final class Badge {}\nlet badge = Badge()\nlet token = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { [badge] _ in print(badge) }",
            ":pending",
        ])
        #expect(printed[2] == """
            now: 0s of virtual time
            timers[0]: a block timer, repeating every 1s, next in 1s; keeps Clock#1
            observers[0]: a block observing any name; keeps Badge#1

            """)
    }

    @Test func pendingSaysWhatEachTaskWaitsFor() {
        let (_, printed) = outputs([
            "final class Flow { var resume: ((Int) -> Void)? }\nlet flow = Flow()",
            "let first = Task { () -> Int in\n  let v: Int = await withCheckedContinuation { c in flow.resume = { c.resume(returning: $0) } }\n  return v\n}",
            "Task { print(await first.value) }",
            "Task { try? await Task.sleep(for: .seconds(5)) }",
            ":pending",
            "flow.resume?(7)",
            ":pending",
        ])
        #expect(printed[4] == """
            now: 0s of virtual time
            queued[0]: a block on Task.sleep, in 5s; keeps none of your objects
            tasks[0]: a task waiting for its continuation to be resumed (the loop holds it until its body ends); keeps none of your objects
            tasks[1]: a task waiting for another task's end (the loop holds it until its body ends); keeps none of your objects
            tasks[2]: a task asleep in Task.sleep (the loop holds it until its body ends); keeps none of your objects

            """)
        #expect(printed[5] == "7\n")
        #expect(printed[6].hasSuffix("tasks[0]: a task asleep in Task.sleep (the loop holds it until its body ends); keeps none of your objects\n"))
    }

    /// An actor a waiting task awaits, and what the actor stores, are the task's to keep:
    /// `:pending` names them and `:why` follows the task to them.
    @Test func aWaitingTaskKeepsTheActorItAwaits() {
        let (_, printed) = outputs([
            "final class Screen {}\nactor Store {\n  var screens: [Screen] = []\n"
                + "  func keep(_ s: Screen) async { screens.append(s); try? await Task.sleep(for: .seconds(5)) }\n}",
            "var store: Store? = Store()\nvar screen: Screen? = Screen()\nTask { [screen, store] in await store!.keep(screen!) }",
            "screen = nil\nstore = nil",
            ":pending",
            ":why Screen#1",
        ])
        #expect(printed[3].contains("tasks[0]: a task asleep in Task.sleep (the loop holds it until its body ends); keeps Screen#1, Store#1\n"))
        #expect(printed[4].hasPrefix("RunLoop.main -> RunLoop#1 -> tasks[0] -> __TaskRecord#1 -> waiting -> Screen#1\n"))
    }

    @Test func whyFollowsTheTimerFromTheRunLoop() {
        let (_, printed) = outputs([Self.clock, "clock = nil", ":why Clock#1", ":leaks"])
        #expect(printed[2].hasPrefix("RunLoop.main -> RunLoop#1 -> timers[0] -> Timer#1 -> block -> closure#1 -> self"))
        #expect(printed[3] == "no leaks\n")
    }

    @Test(arguments: [(["2"], 2.0), (["1.5s"], 1.5), (["500ms"], 0.5), (["0s"], 0.0)])
    func durationsAreSecondsOrMilliseconds(_ args: [String], _ seconds: Double) throws {
        #expect(try RunLoopCommands.duration(args) == seconds)
    }

    @Test func aBadDurationIsOneMessageAndTheSessionGoesOn() {
        let (_, printed) = outputs([":wait soon", ":wait -1s", ":wait", "print(1)"])
        #expect(printed[0] == "error: 'soon' is not a duration: write seconds (2s, 1.5s) or milliseconds (500ms)\n")
        #expect(printed[1].hasPrefix("error: '-1s' is not a duration"))
        #expect(printed[2] == "error: usage: :wait DURATION (2s, 1.5s or 500ms)\n")
        #expect(printed[3] == "1\n")
    }

    @Test func theSwiftExportRunsTheLoopWhereTheSessionDid() throws {
        let (session, printed) = outputs([
            Self.clock,
            "DispatchQueue.main.async { print(\"turn\") }",
            ":wait 2s",
            "clock!.timer!.invalidate()\nclock = nil",
        ])
        let program = try SwiftTranscript().render(session.transcript)
        #expect(program.contains("_ = __coordlabRunLoopTurn()"))
        #expect(program.contains("RunLoop.main.run(until: Date().addingTimeInterval(2.0))"))
        guard let got = try SwiftTranscriptTests.compileAndRun(program) else { return }
        #expect(got == printed.joined())
    }

    @Test func aFlowKeptByATimerIsAbandonedNotLeaked() {
        let (_, printed) = outputs([
            """
            final class HomeViewController: UIViewController {}
            final class AppCoordinator { let navigation = UINavigationController(rootViewController: HomeViewController()) }
            final class TrackingCoordinator {
                let parent: AppCoordinator
                let navigation: UINavigationController
                init(parent: AppCoordinator) { self.parent = parent; navigation = parent.navigation }
                func start() {
                    let screen = TrackingViewController()
                    screen.coordinator = self
                    navigation.pushViewController(screen, animated: false)
                }
            }
            final class TrackingViewController: UIViewController {
                var coordinator: TrackingCoordinator?
                var timer: Timer?
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in _ = self }
                }
            }
            let app = AppCoordinator()
            let window = UIWindow()
            window.rootViewController = app.navigation
            window.makeKeyAndVisible()
            TrackingCoordinator(parent: app).start()
            """,
            ":back",
            ":leaks",
            ":abandoned",
        ])
        #expect(printed[2] == "no leaks\n")
        #expect(printed[3] == """
            TrackingCoordinator#1  none of its screens is on screen any more (TrackingViewController#1)
            TrackingViewController#1  it left the screen but is still alive

            """)
    }
}
