// The end of an app's launch, as coordlab's commands see it (see PreludeHooks): UIKit
// shows the window the app keeps even when the app's code never made it key.

/// The window the app last gave a root view controller. Weak: as in UIKit, the app must
/// keep its window (a global, the scene delegate's `window`, a coordinator); a window
/// nothing keeps is freed, and nothing is on screen.
weak var __coordlabAppWindow: UIWindow?

/// Whether a window was ever given a root view controller.
var __coordlabAppHadWindow = false

/// What UIKit has done before a user can touch the screen: once the app's launch code has
/// returned, the app's window is made key and visible (its root loads and appears), as
/// UIKit does for the window of the app or scene delegate, unless the app made a window
/// key itself; and a root assigned since is shown. True when it showed the window.
@discardableResult
func __coordlabFinishLaunching() -> Bool {
    guard let window = __coordlabAppWindow else {
        return false
    }
    if UIApplication.shared.keyWindow != nil {
        __coordlabSyncScreen()
        return false
    }
    window.makeKeyAndVisible()
    return true
}

/// Why nothing is on screen, in a sentence, or "" when a view controller is: no window
/// was given a root, the window given one was freed (nothing kept it), or no window is
/// key (and launch has not ended yet).
func __coordlabNothingOnScreenReason() -> String {
    if __coordlabTopViewController() != nil {
        return ""
    }
    if let window = __coordlabAppWindow {
        if window.rootViewController == nil {
            return "the app's UIWindow has no rootViewController any more"
        }
        return "no window is key yet (the app's launch has not ended)"
    }
    if !__coordlabAppHadWindow {
        return "no UIWindow was given a rootViewController"
    }
    return "the app's UIWindow was freed: nothing keeps it (keep it in a global, in the scene or app delegate's `window`, or in a coordinator)"
}
