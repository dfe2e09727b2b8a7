import CoordLabGraph

/// coordlab's own words in English, the default language.
extension Catalogue {
    static let english: [String: String] = [
        // The welcome screen.
        "welcome": """
            coordlab {0} — a workbook for how coordinators live and die in MVVM-C.
            Type Swift: classes, closures, UIKit view controllers. Every deinit shows as it happens,
            with ARC exactly as swiftc -Onone does it. Drive the app with gestures:
            :back, :swipe back, :swipe down, :tap NAME, :tab N; see it with :stack.

            Try:  class Screen { deinit { print("bye") } }
                  var s: Screen? = Screen()
                  s = nil
            :help lists every command; :undo takes back an input; :set lang ko speaks Korean; Ctrl-D leaves.
            """,
        "welcome.lessons": "Lessons (:lesson NAME opens one, :lessons shows your progress):",
        "welcome.start": "Start with :lesson {0}",

        // :help.
        "help.intro": """
            Type Swift to run it; its output and every deinit appear as they happen.
            A trap or error rolls the session back to before that input.
            """,

        // Messages of the session.
        "error": "error: {0}",
        "session.reset": "Session reset.",
        "session.summaryOn": "Summary on.",
        "session.summaryOff": "Summary off.",
        "session.noDeinits": "nothing has been deinitialized",
        "session.saved": "saved {0} inputs to {1}",
        "session.saved.one": "saved {0} input to {1}",
        "session.wrote": "wrote {0}",
        "session.undid": "Undid: {0}",
        "session.nothingToUndo": "nothing to undo",
        "session.nothingToRedo": "nothing to redo",
        "session.rolledBack": "(rolled back: the session is as it was before this input)",
        "session.interrupted": "Interrupted.",
        "session.inputTooLong": "this input has {0} characters, more than the limit of {1}; `:set input N` raises it",
        "session.filesOff": ":{0} is not available here: lessons cannot read or write files",
        "session.resumed": "(resumed {0} inputs from {1})",
        "session.resumed.one": "(resumed {0} input from {1})",
        "files.format": "{0}: choose the format by extension (.md, .txt, .cast, .json, .swift, .html) or with --format",
        "files.isDirectory": "{0} is a directory",
        "files.exists": "{0} exists; add --force to replace it",
        "files.noFolder": "cannot write {0}: the folder {1} does not exist",
        "files.cannotWrite": "cannot write {0}: {1}",
        "files.cannotRead": "cannot read {0}",
        "files.loadFailed": "{0}: input {1} of {2} failed; the inputs before it are loaded",
        "reference.notInstance": "'{0}' is not a class instance (it is {1})",
        "usage": "usage: {0}",
        "command.unknown": "unknown command ':{0}'; type :help for the list",
        "command.unknownNear": "unknown command ':{0}' (did you mean :{1}?); type :help for the list",
        "command.ambiguous": "':{0}' is ambiguous: {1}",
        "command.missingName": "a command name must follow ':'; type :help for the list",

        // :set.
        "set.usage": "usage: :set NAME N, with N a positive whole number, or :set lang en|ko (see :help set)",
        "set.noLimit": "no limit named '{0}'; the limits are loops, objects, depth and input, and :set lang en|ko chooses the language",
        "set.noLanguage": "no language '{0}'; coordlab speaks en (English) and ko (한국어)",
        "set.language": "lang {0}: coordlab speaks English now",

        // The after-input summary and its verdicts.
        "summary.deinit": "deinit",
        "summary.leaked": "! leaked {0}  (:leaks shows why)",
        "summary.abandoned": "! abandoned {0}  (:abandoned shows why)",
        "summary.more": "{0} and {1} more",

        // Lessons: the list, opening one, moving through it.
        "lessons.none": "no lessons found in {0}",
        "lessons.unreadable": "  (unreadable: {0})",
        "lessons.tasks": "({0}/{1} tasks)",
        "lessons.open": ":lesson NAME opens one.",
        "lessons.missingTranslation": "(no English text for this lesson yet)",
        "lesson.none": "no lesson '{0}'; :lessons lists them",
        "lesson.notOpen": "no lesson is open: :lessons lists them, :lesson NAME opens one",
        "lesson.setupFails": "{0}:{1}: the lesson's setup fails; `coordlab check` tells more",
        "lesson.after": "After {0}",
        "lesson.afterSeed": "(after the write-up `{0}`)",
        "lesson.next": "next: :lesson {0} ({1})",
        "lesson.wasLast": "it was the last lesson (:lessons shows them all)",
        "lesson.lastStep": "this is the last step of the lesson; {0}",
        "lesson.firstStep": "this is the first step",
        "lesson.noSetup": "(this lesson has no setup code)",
        "step.position": "(step {0} of {1})",
        "step.typeThese": "*Type these: what comes next builds on them.*",
        "step.optional": "*Optional: try these if you like; no task depends on them.*",
        "step.noTask": "this step has no task",
        "step.allDone": "every task of this step is done",
        "step.nextGoesOn": ": :next goes on",
        "step.lessonDone": "every task of this lesson is done: lesson complete; {0}",
        "task.heading": "Task {0}: {1}",
        "task.done": "  ✓ done",
        "task.helpLine": "(:goal shows what it wants, :hint gives a hint)",
        "task.hint": "Hint {0} of {1}: {2}",
        "task.noMoreHints": "No more hints. :solution shows the solution.",
        "task.notYet": "Not yet:",
        "task.sure": "Sure? The solution gives the task away. Type :solution again to see it.",
        "task.solution": "Solution:",
        "goal.met": "✓ Goal met: {0}",
        "goal.nextTask": "Next, task {0}: {1} (:goal shows it)",
        "goal.stepDone": "This step is done: :next goes on.",
        "goal.lessonComplete": "Lesson complete; {0}",

        // Commands that look at the graph and the screen.
        "graph.depth": "--depth takes a number from 1",
        "graph.children": "--children takes a number from 1",
        "graph.unknownOption": "unknown option {0}; see :help graph",
        "graph.notAlive": "{0} is not alive",
        "graph.format": "{0}: choose the format by extension: .dot (Graphviz), .mmd (Mermaid) or .txt",
        "graph.nothingHolds": "{0} is not alive: nothing holds it",
        "why.leaked": "{0} is leaked: no root reaches it.",
        "why.cycle": "It keeps itself alive: {0}",
        "why.heldByLeaked": "{0} is held only by objects that are themselves leaked",
        "leaks.none": "no leaks",
        "leaks.heldByLeaked": "(held by another leaked object)",
        "abandoned.none": "nothing abandoned",
        "abandoned.cannotJudge": "nothing can be judged abandoned: {0}",
        "counts.none": "no live objects",
        "coordinator.noClass": "there is no class named '{0}'",
        "stack.noWindow": "(no key window: call makeKeyAndVisible() on a UIWindow)",
        "stack.noKeyWindow": "(no key window: makeKeyAndVisible() was not called)",
        "stack.noRoot": "(no rootViewController)",
        "stack.top": " (top)",
        "stack.selected": " (selected)",
        "command.noArguments": ":{0} takes no arguments",

        // :expect and the goals it checks ({0} of the counted ones is the number).
        "expect.failed": "expectation failed: {0}: {1}",
        "expect.aliveWith": "{1} is alive, with {0} strong references",
        "expect.aliveWith.one": "{1} is alive, with {0} strong reference",
        "expect.survivors": "{0} let go, but {1}, which it named before, is alive",
        "expect.notAbandoned": "{0} is not abandoned",
        "expect.gestures": "{1} was done {0} times in this step",
        "expect.gestures.one": "{1} was done {0} time in this step",
        "expect.count": "there are {0} {1} alive",
        "expect.count.one": "there is {0} {1} alive",
        "expect.notBool": "'{0}' is not a Bool expression",
        "expect.false": "{0} is false",
        "expect.leaked": "{0} leaked",
        "expect.refs": "{1} has {0} strong references",
        "expect.refs.one": "{1} has {0} strong reference",
        "expect.stack": "the stack is [{0}]",
        "expect.unknown": "unknown predicate '{0}'; see :help expect",
        "expect.comparison": "expected `NAME OP NUMBER`, e.g. count HomeCoordinator == 1",

        // Naming objects in :expect, :why and :graph.
        "new.noneMade": "no {0} was made in this step",
        "new.alive": "{1}, made in this step, are alive",
        "new.alive.one": "{1}, made in this step, is alive",
        "new.count": "{0} {1} made in this step, {2} alive",
        "reference.noScreen": "there is no view controller on screen",
        "reference.noCoordinator": "{0} belongs to no coordinator",
        "reference.nil": "{0} is nil",
        "reference.gone": "{0} is nil, and {1}, the last object it named, is gone",
        "reference.unknownRole": "unknown role '{0}'; the roles are <top screen> and <coordinator of X>",
        "reference.neverCreated": "{0} was never created (only {1} {2}s have been made so far)",
        "reference.neverCreated.one": "{0} was never created (only 1 {1} has been made so far)",
        "abandoned.noWindow": "no window is on screen (none was made key with makeKeyAndVisible(), or it has no rootViewController), so no screen has appeared and none can have been left behind",

        // Gestures.
        "gesture.noBack": "there is no back button on screen: the top of the stack is its root, or a custom leftBarButtonItem or hidesBackButton replaced it",
        "gesture.noSwipeBack": "the edge swipe cannot go back: the top of the stack is its root, or a custom back button, hidesBackButton or a hidden navigation bar turned the swipe off",
        "gesture.noSheet": "there is no sheet to swipe down (nothing presented, a full-screen presentation, or it refused)",
        "gesture.cancelled.screen": "swipe cancelled: the screen springs back, nothing was released",
        "gesture.cancelled.sheet": "swipe cancelled: the sheet springs back, nothing was released",
        "gesture.cancelledReleased.screen": "swipe cancelled: the screen springs back; the app's own code released {0} objects",
        "gesture.cancelledReleased.screen.one": "swipe cancelled: the screen springs back; the app's own code released {0} object",
        "gesture.cancelledReleased.sheet": "swipe cancelled: the sheet springs back; the app's own code released {0} objects",
        "gesture.cancelledReleased.sheet.one": "swipe cancelled: the sheet springs back; the app's own code released {0} object",
        "gesture.tapUsage": "usage: :tap NAME [ARGS], e.g. :tap showDetail, :tap select index: 2 or :tap select(index: 2)",
        "gesture.noMethod": "{0}, the view controller on screen, has no method '{1}'",
        "gesture.tabUsage": "usage: :tab N, with N a tab index from 0",
        "gesture.noAlertAction": "no alert on screen has an enabled action titled \"{0}\"",
        "gesture.noTabBar": "there is no tab bar on screen",
        "gesture.tabRefused": "the tab bar on screen did not select tab {0} (its delegate refused)",
        "gesture.noTab": "there is no tab {0}: the tab bar on screen has {1} tabs, :tab 0 to :tab {2}",
        "gesture.noTab.one": "there is no tab {0}: the tab bar on screen has 1 tab (:tab 0)",
        "gesture.noScreen": "there is no view controller on screen (set a window's rootViewController and call makeKeyAndVisible())",
        "gesture.selectUsage": "usage: :select ROW [SECTION], with ROW and SECTION indexes from 0 (section 0 unless given)",
        "gesture.noList": "there is no table view or collection view on the screen on top",
        "gesture.noRows": "the {0} on screen shows no rows",
        "gesture.rowNotShown": "the {2} on screen does not show row {0} of section {1}; it shows {3}",
        "gesture.shownRows": "rows {0}–{1} of section {2}",
        "gesture.shownRow": "row {0} of section {1}",

        // The graph's own words (GraphWords).
        "graph.leakedHeading": GraphWords.english.leakedHeading,
        "graph.abandonedHeading": GraphWords.english.abandonedHeading,
        "graph.seenAbove": GraphWords.english.seenAbove,
        "graph.cycle": GraphWords.english.cycle,
        "graph.moreReferences": GraphWords.english.moreReferences,
        "graph.moreReference": GraphWords.english.moreReference,
        "graph.heldByLeaked": GraphWords.english.heldByLeaked,
        "graph.heldByLeakedObject": GraphWords.english.heldByLeakedObject,
        "graph.leftScreen": GraphWords.english.leftScreen,
        "graph.screensGone": GraphWords.english.screensGone,
    ]
}
