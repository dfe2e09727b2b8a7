/// The English `:help` of every command: `help.NAME` is its one line, `help.NAME.details`
/// the text of `:help NAME`.
extension Catalogue {
    static let englishHelp: [String: String] = [
        "help.expect": "check a claim about the graph (alive X, dead X, count T == N, …)",
        "help.expect.details": """
        :expect alive X              X is alive
        :expect dead X               X has been deinitialized (an expression: it is nil, and every object it named since the lesson step began is gone too)
        :expect abandoned X          X is abandoned (see :help abandoned)
        :expect refs X == N          X has N strong references (also !=, <, <=, >, >=)
        :expect count TYPE == N      N instances of TYPE are alive
        :expect count new TYPE == N  N instances of TYPE made since the step began are alive
        :expect dead new TYPE        at least one TYPE was made since the step began, and all are gone
        :expect count :GESTURE == N  N such gestures since the step began (:back, :swipe back, :swipe back --cancel, :swipe down, :tap NAME, :select ROW, :tab N)
        :expect true EXPR            the Swift Bool expression EXPR is true
        :expect leaks == N           N objects are leaked
        :expect stack == [A, B]      the navigation stack on screen holds A then B (bottom first)

        X names an object in one of these ways:
          Type#n                     the n-th Type made (creation numbers change when an example is skipped or typed twice)
          a Swift expression         you, you?.model; when nil now, the last object it named in this step
          <top screen>               the view controller on screen
          <coordinator of X>         the coordinator X belongs to, e.g. <coordinator of the top screen>
        Outside a lesson, "since the step began" means since the session started.
        """,
        "help.back": "tap the navigation bar's back button",
        "help.back.details": """
        Pops the top view controller of the navigation controller on screen, animated, as the bar's back button does (calls the prelude's __coordlabBack()).
        """,
        "help.swipe": "edge-swipe back, or swipe a sheet down (--cancel: let go halfway)",
        "help.swipe.details": """
        :swipe back            interactive pop of the top view controller
        :swipe back --cancel   the swipe is abandoned: nothing is released; delegates see the cancelled transition
        :swipe down            interactive dismissal of the presented sheet (presentationControllerDidDismiss follows; a share sheet's completionWithItemsHandler then runs, not completed)
        :swipe down --cancel   the sheet springs back: only presentationControllerWillDismiss is sent
        """,
        "help.tap": "call a method of the view controller on screen, as a button would",
        "help.tap.details": """
        Calls NAME on the top view controller (the top of the presented chain, else of the selected tab's navigation stack). ARGS are Swift arguments written as in a call: `:tap select index: 2` calls select(index: 2). UIKit keeps the controller alive for the call, as it does a control's target. When a control, bar button item or gesture recognizer on screen is wired to NAME by target-action (`addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)`), `:tap NAME` sends that action to its target as a touch does, with the control as sender if the method takes one; `:tap NAME UIButton#2` picks the sender when several send NAME. `:tap UIButton#3` touches a control or bar button item on screen whose actions are closures (UIAction): its handlers run. `:tap "Delete"` taps the action titled Delete of the alert (UIAlertController) on screen: the alert is dismissed, then the action's handler runs.
        """,
        "help.select": "tap row ROW (of SECTION, 0 unless given) of the table or collection view on screen",
        "help.select.details": """
        Taps a row of the table view (an item of the collection view) on screen: the first one in the view tree of the top view controller. UIKit asks the delegate's tableView(_:willSelectRowAt:) (which may cancel or redirect the tap), deselects the row selected before (tableView(_:didDeselectRowAt:)), then tells tableView(_:didSelectRowAt:); a collection view asks collectionView(_:shouldSelectItemAt:), then tells didDeselectItemAt and didSelectItemAt. Only the rows the table shows can be tapped, since nothing scrolls here: those that begin within its height (the screen's, 844 points, when its frame has none), loaded as its screen appears and at each reloadData() while it is on screen.
        """,
        "help.tab": "tap tab N (0-based) of the tab bar on screen",
        "help.tab.details": """
        Selects tab N of the tab bar controller on screen; tapping the selected tab pops its navigation stack to the root, as UIKit does.
        """,
        "help.graph": "the retain graph as a tree from the roots (or from NAME)",
        "help.graph.details": """
        Draws who holds whom, from the roots (globals, statics such as UIApplication.shared) or from NAME (Type#n or a
        Swift expression). Each line is a reference: its property (and index), an arrow for its kind (→ strong,
        ⇢ weak, ⇥ unowned; -> -.-> -x-> in ASCII), then the object as Type#n with its strong count. An object seen
        before is marked (seen above) instead of repeated; a reference back to an object on the current path is
        marked as a cycle. Leaked and abandoned objects are listed below the tree.
        --ascii      plain ASCII (also with TERM=dumb or a non-UTF-8 locale)
        --depth N    stop N levels down
        --children N list N references of each object (100 unless given), then count the rest
        --strong     leave out weak and unowned references
        --all        also UIKit's helper objects (views, buttons, bar items) that hold none of your objects
        """,
        "help.export-graph": "write the graph as Graphviz (.dot), Mermaid (.mmd) or text (.txt)",
        "help.export-graph.details": """
        The format follows the file's extension. The file is written atomically; an existing one is replaced only with --force.
        """,
        "help.why": "every retain path from a root to an object, shortest first",
        "help.why.details": """
        NAME is Type#n (as the graph shows objects) or any Swift expression. Paths follow strong references only, FBRetainCycleDetector style: `app -> childCoordinators[0] -> HomeCoordinator#1`.
        """,
        "help.leaks": "objects alive but unreachable from any root, with the cycle that keeps each",
        "help.leaks.details": """
        Leaked, as Xcode's Leaks instrument means it: alive, yet no global, static or window reaches it through strong references. Each is shown with the cycle of strong references that keeps it alive.
        """,
        "help.abandoned": "objects still reachable but no longer useful",
        "help.abandoned.details": """
        Abandoned, as Xcode's memory graph means it: reachable, so no leak tool reports it, but no longer useful.
        - A coordinator is abandoned when it is alive and reachable, some screen of its was shown, and none of its
          screens is on screen now. A coordinator's screens are the view controllers its methods created and the
          ones that refer to it (directly or through their view models); a coordinator whose child coordinators
          (held strongly) have screens on screen is in use, and so is a root coordinator (one no coordinator holds)
          that holds a controller on screen, such as the app's navigation controller. Coordinators are types named …Coordinator, types conforming to a protocol named
          …Coordinator or …Coordinating, and types marked with :coordinator NAME.
        - A view controller is abandoned when it was on screen, has left the window's hierarchy, and is still
          alive and reachable (MLeaksFinder's check).
        What is on screen is looked at after every input and every script step.
        """,
        "help.counts": "live instances per type (--all: the prelude's too)",
        "help.counts.details": """
        Like LifetimeTracker: how many instances of each type are alive now. UIKit's own helper types are left out unless --all is given.
        """,
        "help.coordinator": "count TYPE as a coordinator for :abandoned",
        "help.coordinator.details": """
        Types named …Coordinator, or conforming to a protocol named …Coordinator or …Coordinating, are coordinators already; this marks any other.
        """,
        "help.lessons": "list the lessons, with your progress",
        "help.lessons.details": "Every lesson in order, with how many of its tasks you have done.",
        "help.lesson": "open a lesson (by id, number or file)",
        "help.lesson.details": """
        Starts the lesson afresh: the session is reset and the lesson's setup loaded. You continue at the step you left.
        """,
        "help.next": "go to the next step of the lesson",
        "help.next.details": "Shows the next step.",
        "help.prev": "go back a step",
        "help.prev.details": "Shows the previous step.",
        "help.step": "show the current step again",
        "help.step.details": "Shows the current step.",
        "help.hint": "the next hint for the task at hand",
        "help.hint.details": "Hints come one at a time.",
        "help.goal": "what the task wants, and which parts hold now",
        "help.goal.details": """
        Each predicate of the goal, checked on the live graph: ✓ holds, ✗ does not yet (with what was found).
        """,
        "help.check": "check the task's goal now",
        "help.check.details": "The goal is checked after every input anyway; :check says what is missing.",
        "help.solution": "show the task's solution (asks first)",
        "help.solution.details": "The first :solution asks whether you are sure; the second shows it.",
        "help.restart": "start the lesson again from the first step",
        "help.restart.details": "Resets the session, loads the setup, forgets this lesson's progress.",
        "help.source": "show the lesson's setup code",
        "help.source.details": "The Swift the lesson loaded when it started.",
        "help.stack": "draw what is on screen: window, tabs, navigation stacks, presented controllers",
        "help.stack.details": """
        Describes the key window's hierarchy, from the root view controller down to the top of the presented chain. It runs no app code.
        """,
        "help.help": "list the commands, or explain one",
        "help.help.details": "With no argument, one line per command. With a name, that command in full.",
        "help.undo": "take back the last input (objects it freed come back)",
        "help.undo.details": "Rebuilds the program from every input but the last, silently.",
        "help.redo": "run the input :undo took back",
        "help.redo.details": "Runs the most recently undone input again.",
        "help.reset": "forget everything typed so far",
        "help.reset.details": "Starts again from the UIKit prelude alone.",
        "help.quiet": "turn the after-input summary off (or on again)",
        "help.quiet.details": """
        After each input coordlab shows what was created (+), deinitialized (-, in order) and newly leaked or abandoned (!). :quiet toggles it; piped input starts quiet.
        """,
        "help.log": "every deinit so far, with the input that caused it",
        "help.log.details": "The deinit log of the session, in order, each with the number and first line of its input.",
        "help.save": "write the session's inputs as a script :load replays",
        "help.save.details": """
        Every input that took effect, in order (undone and failed ones left out), as a script that :load replays step by step or `coordlab < FILE` runs.
        """,
        "help.load": "replay a script, showing each step",
        "help.load.details": "Runs each input of FILE (as :save writes it) as if typed, with its output.",
        "help.export": "write the session as Markdown, text, asciicast, JSON, Swift or HTML (or the graph)",
        "help.export.details": """
        The format follows the file's extension, or --format md|txt|cast|json|swift|html:
          .md     the session since the last :reset (or :lesson) in the lesson format: coordlab check
                  verifies it, :lesson FILE opens it
          .txt    the session as it appeared, without colour
          .cast   asciicast v2, for asciinema
          .json   inputs, outputs, created and deinitialized objects and the graph after each input
                  (docs/transcript.schema.json)
          .swift  the session's Swift as a program: compile it with swiftc beside `coordlab prelude`
                  (gestures become the prelude calls they stand for); it prints the same deinit log
          .html   a self-contained page
        With no FILE, Markdown goes to coordlab-session-DATE.md here (the full path is printed). Files are
        written atomically and an existing one is replaced only with --force. :export graph FILE.dot|.mmd|.txt
        writes the retain graph.
        """,
        "help.quit": "leave coordlab (Ctrl-D does the same)",
        "help.quit.details": "Ends the session with exit status 0.",
        "help.set": "show or change a limit (loops, objects, depth, input) or the language (lang en|ko)",
        "help.set.details": """
        Limits that end a runaway input with a message instead of a hang (the session rolls back as after a trap):
          loops N     loop iterations and calls one input may make (default 10,000,000)
          objects N   live objects at once (default 2,000,000)
          depth N     nested calls (default 2,000)
          input N     characters in one input (default 1,000,000)
        The language of coordlab's own words (welcome, help, messages, verdicts, lessons):
          lang en     English (the default)
          lang ko     Korean (한국어); also `coordlab --lang ko` or a ko_KR locale (LANG, LC_ALL)
        Swift's own diagnostics stay in swiftc's words. Lesson progress is the same in both languages.
        With no arguments, :set shows the current values.
        """,
        "help.wait": "let virtual time pass: timers and asyncAfter blocks that fall due run",
        "help.wait.details": """
        DURATION is seconds (2, 1.5s) or milliseconds (500ms). The run loop runs until then, as RunLoop.main.run(until: Date().addingTimeInterval(SECONDS)) does in a program.

        How the loop turns, and who holds what: :help runloop.
        """,
        "help.pending": "what waits on the run loop and the notification center, and what each keeps",
        "help.pending.details": """
        Lists the blocks waiting on a queue, the scheduled timers (soonest first) and the block observers of NotificationCenter.default, each with the objects of your program it keeps alive.

        How the loop turns, and who holds what: :help runloop.
        """,
        "help.runloop": "how the simulated run loop turns, and who holds what on it",
        "help.runloop.details": """
        The app's main run loop runs on virtual time, which starts at 0 and moves only when you let it. After every input the loop turns once, as an idle app's does after an event: main-queue blocks (DispatchQueue.main.async), and anything else already due, run then, in the order they were sent.

        :wait 2s lets two seconds pass: asyncAfter blocks and timers that fall due run in order of their time (things due at the same time in the order they were scheduled); a repeating timer fires at every interval. In a program, RunLoop.main.run(until: Date().addingTimeInterval(2)) does the same; `coordlab run`, like a compiled program, runs queued work only when the program runs the loop. UIView.animate(withDuration:…) and UIView.transition(with:…) run their animations block at once and hold the completion block until the animation ends, delay plus duration later on this clock.

        DispatchQueue.global() and labelled queues run on this same loop (in an app they run on other threads, at times nobody can predict): what their blocks hold, and until when, is the same, and every run gives the same output.

        Who holds what, as Apple documents it: a queue holds each block until it has run; the run loop holds a scheduled timer until invalidate(), and the timer holds its block, or its target and user info; NotificationCenter.default holds a block observer's block until removeObserver(token), and does not retain a selector observer. These owners are roots of the graph (RunLoop.main, NotificationCenter.default): :why shows a screen kept by a timer, :pending lists what waits.

        The method a target-action timer or a selector observer names is not called here (there is no Objective-C runtime); what they hold is exact.

        Combine: a subject (PassthroughSubject, CurrentValueSubject, a @Published property's $name) holds each subscription, and a subscription holds its sink's closures, and what they capture, until it is cancelled, the AnyCancellable that sink returned is released, or the subject finishes. A token kept in self's cancellables whose closure captures self strongly is a cycle: [weak self] breaks it. assign(to:on:) holds its object strongly; assign(to: &$name) does not. receive(on: DispatchQueue.main) delivers on this loop; debounce(for: 0.3, scheduler: DispatchQueue.main or RunLoop.main) and delay(for:scheduler:) wait on its virtual time, and the work they queue holds their subscription until it runs. throttle(for: 1, scheduler:, latest:) sends the first value on the scheduler's next turn and each later one once the interval has passed since the last sent (the first or the latest of those that wait); the work it queues holds its subscription weakly. collect() sends every value in one array when upstream finishes, collect(2) in arrays of two; switchToLatest() cancels the inner publisher before when a new one comes, and finishes when upstream and the newest inner one have; append(…) sends its elements after upstream finishes. share() subscribes upstream once for every subscriber, and cancels that when the last one cancels. NotificationCenter.default.publisher(for:) registers a block observer for each subscription: the center holds the sink until it is cancelled. Timer.publish(every: 1, on: .main, in: .common).autoconnect() starts a repeating timer when the first subscriber comes: the run loop holds it, and through it every sink, until the last subscription is cancelled (connect() starts it by hand; cancelling what connect() returned stops it). multicast and makeConnectable() send nothing until connect(). A Future runs its closure at once and keeps its result (its promise holds it); Deferred makes its publisher anew for each subscriber. first(), tryMap that throws and a failing zip or flatMap cancel upstream; a sink lets go of its closures when it finishes, fails or is cancelled.

        Tasks: Task { … } starts on the next turn of the loop, and the loop holds the task, its body and what the body captures, until the body has run to its end: a task capturing self keeps a popped screen until then; [weak self] does not. Task.sleep(for: .seconds(2)) (or Task.sleep(nanoseconds: 2_000_000_000)) lets the loop run other work and wakes the task when virtual time gets there (:wait 2s); task.cancel() wakes a sleeping task at once, and its sleep throws CancellationError. An await of an async function that does not sleep runs it to its end; await task.value waits until the body has run to its end. withCheckedContinuation { continuation in … } runs its body, then waits until continuation.resume(…) comes, usually from a completion handler the body gave away: whatever holds the continuation holds the waiting task. An actor's methods run in place when awaited, on the same loop, and an actor holds its state as a class holds its properties; Task.detached, Task(priority:) and Task.yield() run there too (a yield lets what the loop has queued go first).

        Streams and task groups: AsyncStream { continuation in … } (or AsyncStream.makeStream(of:)) runs its build closure at once; the continuation, kept by a view model, an observer or a task, holds the elements not yet taken and the onTermination closure, and yield hands an element to the task waiting in for await, which wakes on the next turn of the loop. finish() (finish(throwing:) for an AsyncThrowingStream) ends the loop once the buffer is empty; onTermination runs once, with .cancelled when the iterating task is cancelled or the stream and its iterators are gone. withTaskGroup(of:) runs its body at once; each addTask { … } is a child task started on a later turn, in the order added, and next() or for await over the group gives results in the order the children end; the group waits for the children left when the body returns. A child holds its closure and what it captures until it ends. async let x = load() runs load() as a child task started on a later turn, awaited where x is read, its value kept until the binding's scope ends (one binding a tuple, or never read, is refused); streams or groups of Optionals are refused before the program runs.
        """,
        "help.explore": "walk every journey from here, checking for leaks, abandoned flows and growth",
        "help.explore.details": "Takes every journey of up to --depth steps (6 unless given) from the screen as it is now, breadth-first: the buttons of the view controller on top (the app's own methods that take no arguments), the target-actions of its controls, bar button items and gesture recognizers (with their sender), a touch on each control whose action is a closure, :back, :swipe back, :swipe back --cancel, :swipe down, :swipe down --cancel, :select ROW [SECTION] for each row the table or collection view on screen shows, :tab N, and :wait until the run loop's next block or timer is due. After each step it judges the graph: leaked objects with their cycle, abandoned coordinators and screens (as :abandoned), growth (back on an earlier screen configuration with more of the app's objects alive) and traps. Each finding is shown once, with its shortest journey and the :expect lines that check it; typed after what you typed so far, the journey replays it. The program here is not changed (journeys run in copies of it). Ctrl-C stops early.",
    ]
}
