// UIKit stand-ins for coordlab
// ============================
//
// coordlab loads these files (one UIKit type, or one small family of types, per
// file) as your code first names what they declare. It models the parts of UIKit that
// decide object lifetimes in an MVVM-C app:
//
// - who holds a view controller strongly: a window (`rootViewController`), a
//   navigation stack (`viewControllers`), a tab bar (`viewControllers`), the
//   controller that presented it (`presentedViewController`), a transition in
//   progress (the transition coordinator holds the controller being left);
// - who holds it weakly: `parent`, `presentingViewController`, every `delegate`;
// - the ORDER in which UIKit calls your code back (viewDidLoad, viewWillAppear,
//   navigationController(_:didShow:animated:), presentationControllerDidDismiss,
//   completion handlers), because that order decides when a deinit runs.
//
// It also models the owners nobody writes down (RunLoop.swift, DispatchQueue.swift,
// Timer.swift, NotificationCenter.swift): the main run loop, on virtual time, holds
// queued blocks and scheduled timers; the notification center holds observer blocks.
//
// It uses UIKit's names and signatures, so coordinator code from a blog post runs
// unchanged. It draws nothing: a view is a plain object, and a transition is
// instantaneous (every callback of an animated push runs inside the push call, in
// UIKit's order).
//
// `coordlab prelude` prints them as one file, each part marked with
// `#sourceLocation` so that swiftc's messages name the real file. Compiled with
// swiftc next to a program (`swiftc UIKit.swift main.swift`), it gives the same
// deinit log as coordlab.
//
// Conventions
// - Names that start with `__` are the prelude's machinery, not UIKit API. App code
//   never calls them. coordlab's gesture commands (`:back`, `:swipe back`,
//   `:swipe down`, `:tab N`, `:stack`) call the `__coordlab...` functions in
//   ScreenHooks.swift.
// - Where UIKit would raise an exception (pushing the same controller twice, ...)
//   the prelude prints a line starting with "[UIKit]" and ignores the call.
// - There are no property observers in coordlab's Swift. Assigning
//   `window.rootViewController`, `navigationController.viewControllers` or
//   `tabBarController.selectedIndex` directly changes what is held at once
//   (what it releases is freed at once), but the appearance callbacks for the
//   change run at the next UIKit call (a push, a present, makeKeyAndVisible(), a
//   gesture). setViewControllers(_:animated:) runs them at once.
// - `view` is get-only here: to give a controller its own root view, override
//   loadView() and assign `viewIfLoaded` (UIKit: `view = MyView()`).
//
// Where Apple documents no order, the prelude makes a choice and says so:
// - Containers forward appearance parent first (the tab bar controller's
//   viewWillAppear, then the navigation controller's, then the screen's; the
//   same for viewDidAppear).
// - A full-screen presentation ends with the presented controller's
//   viewDidAppear before the presenter's viewDidDisappear; a dismissal ends with
//   the dismissed controller's viewDidDisappear before the presenter's
//   viewDidAppear.
// - Controllers removed together (popToRootViewController, setViewControllers,
//   dismissing a chain) are released lowest first, after the last callback.
//   (In UIKit they go when an autorelease pool drains; the order is not
//   specified.)
// - A cancelled swipe back: UIKit sends willShow for the controller below when
//   the gesture begins and, on cancel, didShow for the original top controller,
//   as commonly reported; the reversed appearance callbacks mirror the forward
//   ones. See UINavigationController.__interactivePop.
// - A table or collection view asks its data source for the rows on screen as the
//   screen showing it appears (between viewWillAppear and viewDidAppear), and at
//   reloadData() while that screen is on screen, at once (UIKit: in its next layout
//   pass); see UITableView.swift for which rows are on screen.
// - The transition coordinator exists only for animated transitions
//   (`transitionCoordinator` is nil during a push with `animated: false`).
