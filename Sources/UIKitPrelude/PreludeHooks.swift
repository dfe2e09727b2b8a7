/// Every place where coordlab itself reaches into the prelude: the functions its commands
/// call and the fields it reads. The prelude's side of each is in `UIKit/ScreenHooks.swift`,
/// `UIKit/LaunchHooks.swift`, `UIKit/TargetActionHooks.swift`, `UIKit/ActionHooks.swift`, `UIKit/GestureHooks.swift`, `UIKit/SelectionHooks.swift` and `UIKit/RunLoopHooks.swift` (functions) or on the class named (fields); a test checks that
/// each one exists.
///
/// Names that start with `__` are the prelude's machinery: graphs, completion and
/// summaries leave them out (`isMachinery`, the one rule for it).
public enum PreludeHooks {
    /// `:back`: pops the navigation stack on screen as its back button does; Bool, false
    /// when there is no back button.
    public static let back = "__coordlabBack()"
    /// `:swipe back [--cancel]`: the interactive pop; Bool, false when it cannot begin.
    public static func swipeBack(cancel: Bool) -> String { "__coordlabSwipeBack(cancel: \(cancel))" }
    /// `:swipe down [--cancel]`: the interactive dismissal of the sheet on screen; Bool.
    public static func swipeDown(cancel: Bool) -> String { "__coordlabSwipeDown(cancel: \(cancel))" }
    /// `:tab N`: a tap on tab `index` of the tab bar on screen; Bool.
    public static func tab(_ index: Int) -> String { "__coordlabTab(\(index))" }
    /// `:tap "Title"`: a tap on the action titled `title` of the alert on screen (the alert
    /// is dismissed, then the action's handler runs); Bool, false when there is none.
    public static func tapAlertAction(_ title: String) -> String {
        var literal = "\""
        for c in title {
            if c == "\"" || c == "\\" { literal.append("\\") }
            literal.append(c)
        }
        return "__coordlabTapAlertAction(" + literal + "\")"
    }
    /// `:select ROW [SECTION]`: a tap on a row (item) the table (collection) view on screen
    /// shows, told to its delegate as UIKit tells it; Bool, false when no list shows it.
    public static func select(row: Int, section: Int) -> String { "__coordlabSelect(\(row), \(section))" }
    /// The class of the table or collection view a tap on a row reaches: String,
    /// `UITableView` or `UICollectionView`, "" when the screen on top has none.
    public static let shownListKind = "__coordlabShownListKind()"
    /// A `:select` line for each row the list on screen shows, in order: `[String]`.
    public static let possibleSelections = "__coordlabPossibleSelections()"
    /// How many tabs the tab bar on screen has: Int, 0 when there is none.
    public static let tabCount = "__coordlabTabCount()"
    /// The view controller a user sees and taps: `UIViewController?`.
    public static let topViewController = "__coordlabTopViewController()"
    /// The controllers embedded with `addChild` in the one on top, and in those, depth
    /// first: their buttons are the user's too: `[UIViewController]`.
    public static let embeddedViewControllers = "__coordlabEmbeddedViewControllers()"
    /// Every view controller on screen, containers included: `[UIViewController]`.
    public static let onScreen = "__coordlabOnScreen()"
    /// The navigation stack on screen, bottom first: `[UIViewController]`.
    public static let navigationStack = "__coordlabNavigationStack()"
    /// `:stack`'s drawing of the window, tabs, stacks and presented controllers: `[String]`.
    public static let screenLines = "__coordlabScreenLines()"

    /// The end of the app's launch: UIKit shows the window the app last gave a root, unless
    /// a window is key already; Bool, true when it showed one.
    public static let finishLaunching = "__coordlabFinishLaunching()"
    /// Why no view controller is on screen, as a sentence: String, "" when one is.
    public static let nothingOnScreenReason = "__coordlabNothingOnScreenReason()"

    /// The method names of the target-action pairs on screen (controls, bar button items,
    /// gesture recognizers of the screen on top): `[String]`.
    public static let wiredActions = "__coordlabWiredActions()"
    /// The sender of target-action pair `index` of `wiredActions`: `AnyObject`.
    public static func wiredSender(_ index: Int) -> String { "__coordlabWiredSender(\(index))" }
    /// The object pair `index` sends its action to: `AnyObject`.
    public static func wiredTarget(_ index: Int) -> String { "__coordlabWiredTarget(\(index))" }

    /// The gestures that may begin on the screen on top, as command lines (a superset):
    /// `[String]`.
    public static let possibleGestures = "__coordlabPossibleGestures()"
    /// The controls and bar button items on screen that hold a UIAction: `[AnyObject]`.
    public static let actionSenders = "__coordlabActionSenders()"
    /// A touch on sender `index` of `actionSenders`: its UIAction handlers run.
    public static func touchSender(_ index: Int) -> String { "__coordlabTouchSender(\(index))" }

    /// The idle turn of the run loop after an input: runs what is due now, and what that
    /// sends, until nothing is due; Bool, true when something ran. The `.swift` export
    /// writes it where the session turned the loop.
    public static let runLoopTurn = "__coordlabRunLoopTurn()"
    /// `:wait`: the run loop runs for `seconds` of virtual time.
    public static func wait(seconds: Double) -> String { "__coordlabWait(\(seconds))" }
    /// Seconds until the next block or timer is due (0: now), -1 when none: Double.
    public static let nextDue = "__coordlabNextDue()"
    /// `:pending`'s lines: virtual time, then what waits on the run loop and the
    /// notification center: `[String]`.
    public static let pendingLines = "__coordlabPendingLines()"
    /// The static the run loop lives in: while it is not initialized, nothing can be queued.
    public static let runLoop = (type: "RunLoop", field: "main")

    /// The flag a view controller sets once it has appeared: a class that has it is a
    /// screen (coordlab remembers which coordinators a deinitialized screen belonged to).
    public static let shownField = (type: "UIViewController", field: "__wasShown")

    /// The names of every function above, for the test that each one resolves.
    public static let functionNames = [
        "__coordlabBack", "__coordlabSwipeBack", "__coordlabSwipeDown", "__coordlabTab", "__coordlabTabCount",
        "__coordlabTopViewController", "__coordlabOnScreen", "__coordlabNavigationStack",
        "__coordlabScreenLines", "__coordlabRunLoopTurn", "__coordlabWait", "__coordlabPendingLines",
        "__coordlabFinishLaunching", "__coordlabNothingOnScreenReason", "__coordlabWiredActions",
        "__coordlabWiredSender", "__coordlabWiredTarget", "__coordlabNextDue", "__coordlabActionSenders",
        "__coordlabTouchSender", "__coordlabPossibleGestures", "__coordlabSelect", "__coordlabShownListKind",
        "__coordlabPossibleSelections", "__coordlabTapAlertAction", "__coordlabEmbeddedViewControllers",
    ]

    /// Whether a global, type or property named `name` is the prelude's machinery, not
    /// UIKit's API: a name that starts with `__`, unless it is the storage of an API
    /// property named as it is without the underscores (`__parent` stores `parent`, which
    /// `backsAPI("parent")` tells; `__shownTop` stores nothing a program can name).
    ///
    /// Completion leaves machinery out; graphs leave out machinery globals and the weak
    /// references machinery properties hold (a strong one keeps its object alive, so it is
    /// drawn, under the API-style name without underscores).
    public static func isMachinery(_ name: String, backsAPI: (String) -> Bool = { _ in false }) -> Bool {
        name.hasPrefix("__") && !backsAPI(String(name.dropFirst(2)))
    }
}
