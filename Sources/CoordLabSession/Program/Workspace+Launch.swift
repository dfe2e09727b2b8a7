import CoordLabGraph
import CoordLabLanguage
import UIKitPrelude

/// The end of the app's launch, which UIKit, not the app, decides: the window the app
/// keeps is shown even when its code never called `makeKeyAndVisible()`.
extension Workspace {
    /// Shows the window the app last gave a root view controller, as UIKit does with the
    /// app's or scene delegate's window once launch has ended, unless a window is key
    /// already (then a root assigned since is shown), and observes the screen.
    /// Returns the graph of the program when observing the screen had to build one; nil
    /// otherwise, without UIKit, or when not `observing` (a gesture's input is observed
    /// after it). When it was finished and no code has run since, the prelude is not asked
    /// again (nothing would change); observing runs no app code (it only looks).
    @discardableResult
    func finishLaunching(observing: Bool = true) -> RetainGraph? {
        guard interpreter.types["UIWindow"] != nil else { return nil }
        if !launchIsFinished {
            _ = try? evaluate(PreludeHooks.finishLaunching, reusingCode: true) { _ in () }
        }
        let graph = observing ? observeScreen() : nil
        launchFinishedAt = codeRuns
        return graph
    }

    /// Why no view controller is on screen, in a sentence; nil when one is.
    func nothingOnScreenReason() -> String? {
        guard interpreter.types["UIWindow"] != nil else { return "the program has no UIKit" }
        let reason = (try? evaluate(PreludeHooks.nothingOnScreenReason, reusingCode: true) { v -> String in
            if case .string(let s) = v { return s }
            return ""
        }) ?? ""
        return reason.isEmpty ? nil : reason
    }
}
