/// The UIKit stand-ins loaded before user code, written in coordlab's Swift subset.
///
/// `coordlab prelude` prints `source`; compiled with `swiftc` beside a user's program it
/// gives the same lifetimes as coordlab's interpreter.
public enum UIKitPrelude {
    /// The prelude's Swift source.
    public static let source = #"""
// UIKit stand-ins for coordlab
// ============================
//
// coordlab loads this file before your code. It models the parts of UIKit that
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
// It uses UIKit's names and signatures, so coordinator code from a blog post runs
// unchanged. It draws nothing: a view is a plain object, and a transition is
// instantaneous (every callback of an animated push runs inside the push call, in
// UIKit's order).
//
// `coordlab prelude` prints this file. Compiled with swiftc next to a program
// (`swiftc UIKit.swift main.swift`), it gives the same deinit log as coordlab.
//
// Conventions
// - Names that start with `__` are this file's machinery, not UIKit API. App code
//   never calls them. coordlab's gesture commands (`:back`, `:swipe back`,
//   `:swipe down`, `:tab N`, `:stack`) call the `__coordlab...` functions at the
//   end of this file.
// - Where UIKit would raise an exception (pushing the same controller twice, ...)
//   this file prints a line starting with "[UIKit]" and ignores the call.
// - There are no property observers in coordlab's Swift. Assigning
//   `window.rootViewController`, `navigationController.viewControllers` or
//   `tabBarController.selectedIndex` directly changes what is held at once
//   (what it releases is freed at once), but the appearance callbacks for the
//   change run at the next UIKit call (a push, a present, makeKeyAndVisible(), a
//   gesture). setViewControllers(_:animated:) runs them at once.
// - `view` is get-only here: to give a controller its own root view, override
//   loadView() and assign `viewIfLoaded` (UIKit: `view = MyView()`).
//
// Where Apple documents no order, this file makes a choice and says so:
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
// - The transition coordinator exists only for animated transitions
//   (`transitionCoordinator` is nil during a push with `animated: false`).

// MARK: - Foundation stand-ins

/// The root class of UIKit's objects. Delegates in UIKit must inherit from it;
/// here any class can conform to a delegate protocol.
class NSObject {
    init() {}
}

/// Only here so that `required init?(coder: NSCoder)` compiles. Never called.
class NSCoder: NSObject {
}

/// Only here so that `init(nibName:bundle:)` compiles. Nothing is loaded from it.
class Bundle: NSObject {
    static let main = Bundle()
}

// MARK: - Geometry, screen, colors, images

/// A rectangle. (UIKit's CGRect has `origin` and `size`; this one keeps four numbers.)
struct CGRect {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
}

/// The device's screen: `UIScreen.main.bounds` sizes a window.
class UIScreen: NSObject {
    static let main = UIScreen()
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
}

/// A color, by name. (A value here; UIKit's is a class. Nothing holds a color
/// by reference, so nothing about a color decides a lifetime.)
struct UIColor {
    let __name: String

    init(__name name: String) {
        self.__name = name
    }

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.__name = "rgba(\(red), \(green), \(blue), \(alpha))"
    }

    init(white: Double, alpha: Double) {
        self.__name = "white(\(white), \(alpha))"
    }

    static let clear = UIColor(__name: "clear")
    static let white = UIColor(__name: "white")
    static let black = UIColor(__name: "black")
    static let gray = UIColor(__name: "gray")
    static let red = UIColor(__name: "red")
    static let green = UIColor(__name: "green")
    static let blue = UIColor(__name: "blue")
    static let orange = UIColor(__name: "orange")
    static let systemBackground = UIColor(__name: "systemBackground")
    static let label = UIColor(__name: "label")
    static let systemBlue = UIColor(__name: "systemBlue")
}

/// An image, by name. Never fails to load here.
class UIImage: NSObject {
    let name: String

    init?(named name: String) {
        self.name = name
        super.init()
    }

    init?(systemName name: String) {
        self.name = name
        super.init()
    }
}

// MARK: - UIResponder

/// The base class of views, view controllers, windows and the application.
class UIResponder: NSObject {
}

// MARK: - Views

/// A view. It holds its subviews strongly and its superview weakly. A view
/// controller holds its view strongly; the view does not hold its controller.
class UIView: UIResponder {
    var frame: CGRect
    var backgroundColor: UIColor?
    var tintColor: UIColor?
    var isHidden = false
    var alpha = 1.0
    var tag = 0
    var translatesAutoresizingMaskIntoConstraints = true
    /// Strong: a view keeps its subviews alive.
    var subviews: [UIView] = []
    /// Weak: a subview does not keep its superview alive.
    weak var superview: UIView?

    init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    required init?(coder: NSCoder) {
        self.frame = CGRect.zero
        super.init()
    }

    /// `UIView()` is a view with a zero frame.
    override convenience init() {
        self.init(frame: CGRect.zero)
    }

    var bounds: CGRect {
        return CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
    }

    func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    func removeFromSuperview() {
        guard let superview = superview else { return }
        superview.subviews.removeAll(where: { $0 === self })
        self.superview = nil
    }
}

/// A text label.
class UILabel: UIView {
    var text: String?
    var textColor: UIColor?
    var numberOfLines = 1
}

/// The events a control sends (UIKit's `UIControl.Event`; this was its name before Swift 4.2).
enum UIControlEvents {
    case touchUpInside
    case valueChanged
    case primaryActionTriggered
}

/// The states of a control (UIKit's `UIControl.State`; its name before Swift 4.2).
enum UIControlState {
    case normal
    case highlighted
    case disabled
    case selected
}

/// A closure-based action for a control or a bar button. It holds its handler
/// strongly, and a control holds its actions strongly: a handler that captures
/// the view controller owning the control strongly is a retain cycle.
class UIAction: NSObject {
    let title: String
    let handler: (UIAction) -> Void

    init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// A control: keeps its actions (and so whatever their handlers capture).
/// `addTarget(_:action:for:)` needs `#selector`, which coordlab does not run;
/// use `addAction(_:for:)`.
class UIControl: UIView {
    var isEnabled = true
    /// Strong: the actions, and beside them the event each one answers.
    var __actions: [UIAction] = []
    var __actionEvents: [UIControlEvents] = []

    func addAction(_ action: UIAction, for controlEvents: UIControlEvents) {
        __actions.append(action)
        __actionEvents.append(controlEvents)
    }

    /// Runs the handlers registered for `controlEvents`, as a tap does.
    func sendActions(for controlEvents: UIControlEvents) {
        let actions = __actions
        let events = __actionEvents
        var index = 0
        for action in actions {
            if events[index] == controlEvents {
                action.handler(action)
            }
            index += 1
        }
    }
}

/// The button types (UIKit's `UIButton.ButtonType`; its name before Swift 4.2).
enum UIButtonType {
    case custom
    case system
}

/// A button.
class UIButton: UIControl {
    var currentTitle: String?

    convenience init(type buttonType: UIButtonType) {
        self.init(frame: CGRect.zero)
    }

    convenience init(type buttonType: UIButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: CGRect.zero)
        if let action = primaryAction {
            addAction(action, for: .touchUpInside)
            currentTitle = action.title
        }
    }

    func setTitle(_ title: String?, for state: UIControlState) {
        if state == .normal {
            currentTitle = title
        }
    }

    func setTitleColor(_ color: UIColor?, for state: UIControlState) {
    }
}

/// The axis of a stack view (UIKit's `NSLayoutConstraint.Axis`).
enum UILayoutConstraintAxis {
    case horizontal
    case vertical
}

/// A stack view: its arranged subviews are also its subviews, held strongly.
class UIStackView: UIView {
    var arrangedSubviews: [UIView] = []
    var axis: UILayoutConstraintAxis = .horizontal
    var spacing = 0.0

    convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: CGRect.zero)
        for view in views {
            addArrangedSubview(view)
        }
    }

    func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll(where: { $0 === view })
    }
}

/// The bar at the top of a navigation controller.
class UINavigationBar: UIView {
    var prefersLargeTitles = false
    var isTranslucent = true
}

// MARK: - Bar items and gesture recognizers

/// A button in a navigation bar. `init(title:style:target:action:)` needs
/// `#selector`; use `primaryAction`.
class UIBarButtonItem: NSObject {
    var title: String?
    var image: UIImage?
    /// Strong: the item keeps its action (and what its handler captures).
    var primaryAction: UIAction?

    init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        super.init()
    }
}

/// What a controller shows in the navigation bar. A custom `leftBarButtonItem`
/// or `hidesBackButton` removes the back button, and with it (as in UIKit) the
/// interactive swipe back, unless the pop gesture's delegate is replaced.
class UINavigationItem: NSObject {
    var title: String?
    var backButtonTitle: String?
    var hidesBackButton = false
    var leftBarButtonItem: UIBarButtonItem?
    var rightBarButtonItem: UIBarButtonItem?

    init(title: String) {
        self.title = title
        super.init()
    }

    func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }
}

/// What a controller shows in a tab bar.
class UITabBarItem: NSObject {
    var title: String?
    var image: UIImage?
    var selectedImage: UIImage?
    var tag = 0

    init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }
}

/// Asked whether a gesture may begin.
protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return true
    }
}

/// A gesture recognizer; here only the navigation controller's edge swipe.
class UIGestureRecognizer: NSObject {
    var isEnabled = true
    /// Weak, as in UIKit.
    weak var delegate: UIGestureRecognizerDelegate?
}

/// Stands for UIKit's private object that is the swipe-back gesture's delegate:
/// it lets the swipe begin only if the top controller shows the standard back
/// button. Setting `interactivePopGestureRecognizer?.delegate = nil` removes it.
final class __SystemPopGestureDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigationController else { return false }
        return navigation.__showsBackButton
    }
}

// MARK: - UIViewController

/// Where a view controller is in its appearance: UIKit keeps this state and
/// calls viewWillAppear, viewDidAppear, viewWillDisappear and viewDidDisappear
/// only when it changes.
enum __AppearState {
    case disappeared
    case appearing
    case appeared
    case disappearing
}

/// A screen. It holds its view, its embedded children and the controller it
/// presents strongly; its `parent` and `presentingViewController` weakly. It is
/// kept alive by whatever shows it: a window, a navigation stack, a tab bar, or
/// the controller that presented it.
class UIViewController: UIResponder {
    var title: String?
    /// The nib name passed to init. Nothing is loaded from nibs here.
    let nibName: String?
    /// The container that holds this controller (navigation controller, tab bar
    /// controller, or a controller that called addChild). Weak.
    weak var parent: UIViewController?
    /// The controller this one presents (or presented from one of its children).
    /// Strong: a presented controller lives until it is dismissed.
    var presentedViewController: UIViewController?
    /// The controller that presented this one. Weak.
    weak var presentingViewController: UIViewController?
    /// `.automatic` is a page sheet (since iOS 13): the presenter stays on
    /// screen, gets no appearance callbacks, and the user can swipe it down.
    var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// When true, a swipe down does not dismiss; the presentation controller's
    /// delegate is told `presentationControllerDidAttemptToDismiss`.
    var isModalInPresentation = false
    var tabBarItem: UITabBarItem?
    /// The root view once it is loaded, else nil. Strong.
    var viewIfLoaded: UIView?

    /// Children added with addChild(_:). Strong.
    var __children: [UIViewController] = []
    var __navigationItem: UINavigationItem?
    var __presentationController: UIPresentationController?
    /// The transition in progress, while one runs.
    var __transitionCoordinator: __TransitionCoordinator?
    var __appearState: __AppearState = .disappeared
    /// Whether the controller has ever appeared (coordlab's abandoned check reads it).
    var __wasShown = false
    var __isMovingToParent = false
    var __isMovingFromParent = false
    var __isBeingPresented = false
    var __isBeingDismissed = false

    init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.nibName = nibNameOrNil
        super.init()
    }

    required init?(coder: NSCoder) {
        self.nibName = nil
        super.init()
    }

    /// `UIViewController()`, and `Sub()` for a subclass that declares no
    /// initializer, as in UIKit. A subclass that declares its own designated
    /// initializer loses it (as in UIKit).
    override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: View

    /// The root view, loaded on first access (then viewDidLoad runs, once).
    var view: UIView {
        loadViewIfNeeded()
        return viewIfLoaded!
    }

    var isViewLoaded: Bool {
        return viewIfLoaded != nil
    }

    /// Loads the view if it is not loaded yet: loadView(), then viewDidLoad().
    /// UIKit does this on first access to `view` or before first appearance.
    func loadViewIfNeeded() {
        if viewIfLoaded != nil { return }
        loadView()
        if viewIfLoaded == nil {
            viewIfLoaded = UIView()
        }
        viewDidLoad()
    }

    /// Creates the root view. Override to make your own: assign `viewIfLoaded`.
    func loadView() {
        viewIfLoaded = UIView(frame: UIScreen.main.bounds)
    }

    // MARK: Lifecycle (override these; calling super does nothing harmful)

    func viewDidLoad() {}
    func viewWillAppear(_ animated: Bool) {}
    func viewDidAppear(_ animated: Bool) {}
    func viewWillDisappear(_ animated: Bool) {}
    func viewDidDisappear(_ animated: Bool) {}
    /// Called with the new parent before the controller is added to a container,
    /// and with nil before it is removed (also when a swipe back begins, even if
    /// the swipe is then cancelled).
    func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller is added to a container, and with nil after it
    /// was removed (only when the removal really happened).
    func didMove(toParent parent: UIViewController?) {}

    /// True during the appearance callbacks of a push (or setViewControllers) that adds this controller.
    var isMovingToParent: Bool {
        return __isMovingToParent
    }

    /// True during the appearance callbacks of a pop that removes this controller.
    var isMovingFromParent: Bool {
        return __isMovingFromParent
    }

    /// True during the appearance callbacks of this controller's presentation.
    var isBeingPresented: Bool {
        return __isBeingPresented
    }

    /// True during the appearance callbacks of this controller's dismissal.
    var isBeingDismissed: Bool {
        return __isBeingDismissed
    }

    // MARK: Containers

    /// The nearest navigation controller up the `parent` chain.
    var navigationController: UINavigationController? {
        guard let parent = parent else { return nil }
        if let navigation = parent as? UINavigationController {
            return navigation
        }
        return parent.navigationController
    }

    /// The nearest tab bar controller up the `parent` chain.
    var tabBarController: UITabBarController? {
        guard let parent = parent else { return nil }
        if let tabs = parent as? UITabBarController {
            return tabs
        }
        return parent.tabBarController
    }

    /// The child controllers: a navigation controller's stack, a tab bar
    /// controller's tabs, or what addChild(_:) added.
    var children: [UIViewController] {
        return __childList()
    }

    /// Created on first access.
    var navigationItem: UINavigationItem {
        if __navigationItem == nil {
            __navigationItem = UINavigationItem(title: title ?? "")
        }
        return __navigationItem!
    }

    func addChild(_ childController: UIViewController) {
        childController.willMove(toParent: self)
        __children.append(childController)
        childController.parent = self
        if __appearState == .appearing || __appearState == .appeared {
            childController.__willAppear(false)
        }
        if __appearState == .appeared {
            childController.__didAppear(false)
        }
    }

    func removeFromParent() {
        guard let parent = parent else { return }
        __willDisappear(false)
        __didDisappear(false)
        parent.__removeChild(self)
        self.parent = nil
        didMove(toParent: nil)
    }

    // MARK: Presentation

    /// The presentation controller that manages this controller (its root-most
    /// ancestor's), created on first access as in UIKit, so that its `delegate`
    /// can be set before `present`.
    var presentationController: UIPresentationController? {
        if let parent = parent {
            return parent.presentationController
        }
        if __presentationController == nil {
            __presentationController = UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        }
        return __presentationController
    }

    /// The transition coordinator while a transition that involves this
    /// controller (or its container) runs. Nil when the transition is not animated.
    var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let coordinator = __transitionCoordinator {
            return coordinator
        }
        return parent?.transitionCoordinator
    }

    /// Presents `viewControllerToPresent` from this controller's root-most
    /// ancestor (a navigation or tab bar controller presents for its children,
    /// as in UIKit). The presenter holds it strongly until it is dismissed.
    /// Order: presented viewDidLoad, [presenter viewWillDisappear if full
    /// screen], presented viewWillAppear, presented viewDidAppear, [presenter
    /// viewDidDisappear], completion.
    func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        __coordlabSyncScreen()
        let presenter = __rootAncestor
        if let current = presenter.presentedViewController {
            print("[UIKit] Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) which is already presenting \(type(of: current)).")
            return
        }
        if !presenter.__isOnScreen {
            print("[UIKit] Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) whose view is not in the window hierarchy.")
            return
        }
        if viewControllerToPresent.parent != nil || viewControllerToPresent.presentingViewController != nil {
            print("[UIKit] Application tried to present modally a view controller \(type(of: viewControllerToPresent)) that is already presented or has a parent (UIKit raises an exception; ignored here).")
            return
        }
        let presented = viewControllerToPresent
        let covers = presented.__coversPresenter
        var coordinator: __TransitionCoordinator? = nil
        if flag {
            coordinator = __TransitionCoordinator(from: presenter, to: presented, animated: true, interactive: false)
        }
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.presentationController?.presentingViewController = presenter
        presented.__isBeingPresented = true
        presented.__transitionCoordinator = coordinator
        presenter.__transitionCoordinator = coordinator
        presented.loadViewIfNeeded()
        if covers {
            presenter.__willDisappear(flag)
        }
        presented.__willAppear(flag)
        presented.__didAppear(flag)
        if covers {
            presenter.__didDisappear(flag)
        }
        presented.__isBeingPresented = false
        coordinator?.__finish()
        presented.__transitionCoordinator = nil
        presenter.__transitionCoordinator = nil
        completion?()
    }

    /// Dismisses what this controller (or its root-most ancestor) presents, with
    /// everything presented above it; if it presents nothing, asks its presenter
    /// to dismiss it. If nothing is presented either way, nothing happens and
    /// the completion is not called.
    func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        __coordlabSyncScreen()
        let host = __rootAncestor
        if host.presentedViewController != nil {
            host.__dismissPresented(animated: flag, completion: completion)
            return
        }
        if let presenter = host.presentingViewController {
            presenter.__dismissPresented(animated: flag, completion: completion)
        }
    }

    // MARK: Machinery

    /// This controller, or the top of its `parent` chain.
    var __rootAncestor: UIViewController {
        guard let parent = parent else { return self }
        return parent.__rootAncestor
    }

    var __isOnScreen: Bool {
        return __appearState == .appearing || __appearState == .appeared
    }

    /// Full-screen styles take the presenter off screen; sheets do not.
    var __coversPresenter: Bool {
        return modalPresentationStyle == .fullScreen || modalPresentationStyle == .currentContext
    }

    /// Sheets can be swiped down; full-screen presentations cannot.
    var __canBeSwipedDown: Bool {
        switch modalPresentationStyle {
        case .automatic:
            return true
        case .pageSheet:
            return true
        case .formSheet:
            return true
        default:
            return false
        }
    }

    /// True if this controller or a controller visible inside it has
    /// isModalInPresentation set.
    var __blocksSwipeDown: Bool {
        if isModalInPresentation {
            return true
        }
        return __appearanceChildren().contains(where: { $0.__blocksSwipeDown })
    }

    func __childList() -> [UIViewController] {
        return __children
    }

    func __removeChild(_ child: UIViewController) {
        __children.removeAll(where: { $0 === child })
    }

    /// The children that appear and disappear with this controller.
    func __appearanceChildren() -> [UIViewController] {
        return __children
    }

    /// Dismisses presentedViewController and everything presented above it.
    /// Order: [top viewWillDisappear, ...], [presenter viewWillAppear if the
    /// presentation was full screen], [viewDidDisappear ...], [presenter
    /// viewDidAppear], completion; then the dismissed controllers are released,
    /// the lowest first.
    func __dismissPresented(animated flag: Bool, completion: (() -> Void)?) {
        var chain: [UIViewController] = []
        var next = presentedViewController
        while next != nil {
            chain.append(next!)
            next = next!.presentedViewController
        }
        if chain.isEmpty { return }
        let uncovers = chain[0].__coversPresenter
        var coordinator: __TransitionCoordinator? = nil
        if flag {
            coordinator = __TransitionCoordinator(from: chain[chain.count - 1], to: self, animated: true, interactive: false)
        }
        __transitionCoordinator = coordinator
        for controller in chain {
            controller.__isBeingDismissed = true
            controller.__transitionCoordinator = coordinator
        }
        for controller in chain.reversed() {
            controller.__willDisappear(flag)
        }
        if uncovers {
            __willAppear(flag)
        }
        for controller in chain.reversed() {
            controller.__didDisappear(flag)
        }
        presentedViewController = nil
        for controller in chain {
            controller.presentingViewController = nil
            controller.presentedViewController = nil
            controller.__isBeingDismissed = false
            controller.__transitionCoordinator = nil
        }
        if uncovers {
            __didAppear(flag)
        }
        coordinator?.__finish()
        __transitionCoordinator = nil
        completion?()
    }

    /// Appearance, as UIKit forwards it: this controller first, then the
    /// children that are on screen with it.
    func __willAppear(_ animated: Bool) {
        if __appearState == .appearing || __appearState == .appeared { return }
        loadViewIfNeeded()
        __appearState = .appearing
        viewWillAppear(animated)
        __forwardWillAppear(animated)
    }

    func __didAppear(_ animated: Bool) {
        if __appearState != .appearing { return }
        __appearState = .appeared
        __wasShown = true
        viewDidAppear(animated)
        __forwardDidAppear(animated)
    }

    func __willDisappear(_ animated: Bool) {
        if __appearState == .disappeared || __appearState == .disappearing { return }
        __appearState = .disappearing
        viewWillDisappear(animated)
        __forwardWillDisappear(animated)
    }

    func __didDisappear(_ animated: Bool) {
        if __appearState != .disappearing { return }
        __appearState = .disappeared
        viewDidDisappear(animated)
        __forwardDidDisappear(animated)
    }

    func __forwardWillAppear(_ animated: Bool) {
        for child in __appearanceChildren() {
            child.__willAppear(animated)
        }
    }

    func __forwardDidAppear(_ animated: Bool) {
        for child in __appearanceChildren() {
            child.__didAppear(animated)
        }
    }

    func __forwardWillDisappear(_ animated: Bool) {
        for child in __appearanceChildren() {
            child.__willDisappear(animated)
        }
    }

    func __forwardDidDisappear(_ animated: Bool) {
        for child in __appearanceChildren() {
            child.__didDisappear(animated)
        }
    }

    /// Brings containers up to date after direct assignments (see the header).
    func __syncTree() {
        __syncContainer()
        for child in __appearanceChildren() {
            child.__syncTree()
        }
        presentedViewController?.__syncTree()
    }

    func __syncContainer() {}
}

// MARK: - Presentation

/// How a controller is presented.
enum UIModalPresentationStyle {
    case automatic
    case fullScreen
    case pageSheet
    case formSheet
    case currentContext
    case overFullScreen
    case overCurrentContext
    case popover
    case custom
    case none
}

/// Told about a presentation the USER dismisses by swiping the sheet down.
/// Not called when code calls dismiss(animated:completion:).
/// Order of a swipe down: presentationControllerShouldDismiss, then
/// presentationControllerWillDismiss; if the swipe completes, the controller
/// disappears and presentationControllerDidDismiss is called; if it is
/// cancelled, nothing more. presentationControllerDidAttemptToDismiss is called
/// instead of all that when isModalInPresentation is true or
/// presentationControllerShouldDismiss returned false.
protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// Manages one presented controller; owned by it. Its `delegate` is weak.
class UIPresentationController: NSObject {
    /// The controller it manages (which owns it).
    unowned let presentedViewController: UIViewController
    /// Who presents it. Weak here (UIKit: strong while presented, non-optional).
    weak var presentingViewController: UIViewController?
    /// Weak, as every UIKit delegate.
    weak var delegate: UIAdaptivePresentationControllerDelegate?

    init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }
}

// MARK: - Transition coordinator

/// Which side of a transition: `.from` is the controller being left, `.to` the
/// one being shown.
enum UITransitionContextViewControllerKey {
    case from
    case to
}

/// What a transition's completion handlers are told.
protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// The running transition, from `transitionCoordinator`.
protocol UIViewControllerTransitionCoordinator: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// Runs `animation` now and `completion` when the transition ends (finished
    /// or cancelled).
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// One transition. It holds both controllers STRONGLY until the transition
/// ends: a popped controller is still alive during
/// navigationController(_:didShow:animated:), which is why
/// `transitionCoordinator?.viewController(forKey: .from)` works there.
final class __TransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    let fromViewController: UIViewController?
    let toViewController: UIViewController?
    let isAnimated: Bool
    let isInteractive: Bool
    var isCancelled = false
    var __completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(from: UIViewController?, to: UIViewController?, animated: Bool, interactive: Bool) {
        self.fromViewController = from
        self.toViewController = to
        self.isAnimated = animated
        self.isInteractive = interactive
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from:
            return fromViewController
        case .to:
            return toViewController
        }
    }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        if let completion = completion {
            __completions.append(completion)
        }
        return true
    }

    /// The transition ends: completion handlers run (and are released).
    func __finish() {
        let completions = __completions
        __completions = []
        for completion in completions {
            completion(self)
        }
    }
}

// MARK: - UINavigationController

/// Told when a navigation controller shows a controller. Both methods are
/// optional (default empty): implement only what you need.
/// willShow is called before the transition's appearance callbacks, didShow
/// after all of them, while the transition coordinator still holds the
/// controller being left (so during didShow a popped controller is alive,
/// already out of `viewControllers`, and is released right after).
/// Both are also called when the navigation controller first appears (with no
/// transition coordinator).
protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A stack of controllers. The stack holds them STRONGLY: a controller pushed
/// here lives until it is popped (and whoever else holds it lets go).
///
/// Order of a push of B over A (on screen):
///   B willMove(toParent:), B viewDidLoad (first time), delegate willShow B,
///   A viewWillDisappear, B viewWillAppear, A viewDidDisappear, B viewDidAppear,
///   B didMove(toParent:), delegate didShow B.
/// Order of a pop of B back to A:
///   B willMove(toParent: nil), B leaves `viewControllers`, delegate willShow A,
///   B viewWillDisappear, A viewWillAppear, B viewDidDisappear (its `parent`
///   is already nil), A viewDidAppear, B didMove(toParent: nil),
///   delegate didShow A (`.from` is B if animated), then B is released.
/// When several controllers go at once (popToRootViewController,
/// popToViewController, setViewControllers) only the top one gets disappearance
/// callbacks, and they are released after didShow in stack order, the lowest
/// first (popTo... returns them in an array; they go when the caller drops it,
/// at the end of the calling statement).
/// When the navigation controller is not on screen, the stack changes without
/// appearance or delegate callbacks; they run when it appears.
class UINavigationController: UIViewController {
    /// The stack, root first. Strong.
    var viewControllers: [UIViewController] = []
    /// One delegate. Weak: something else must keep it alive.
    weak var delegate: UINavigationControllerDelegate?
    var isNavigationBarHidden = false

    /// The controller the navigation controller last showed.
    weak var __shownTop: UIViewController?
    var __showPending = false
    var __navigationBar: UINavigationBar?
    var __interactivePopGestureRecognizer: UIGestureRecognizer?
    var __systemPopGestureDelegate: __SystemPopGestureDelegate?

    init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The last of `viewControllers`.
    var topViewController: UIViewController? {
        return viewControllers.last
    }

    /// What is visible: the top of what the navigation controller presents, else the top of the stack.
    var visibleViewController: UIViewController? {
        var visible = presentedViewController
        if visible == nil {
            return topViewController
        }
        while visible!.presentedViewController != nil {
            visible = visible!.presentedViewController
        }
        return visible
    }

    /// Created on first access.
    var navigationBar: UINavigationBar {
        if __navigationBar == nil {
            __navigationBar = UINavigationBar()
        }
        return __navigationBar!
    }

    /// The edge swipe back. Created on first access; its delegate is UIKit's
    /// (it refuses when the top controller hides the back button or has a
    /// custom leftBarButtonItem); set the delegate to nil to always allow it.
    var interactivePopGestureRecognizer: UIGestureRecognizer? {
        if __interactivePopGestureRecognizer == nil {
            let systemDelegate = __SystemPopGestureDelegate()
            systemDelegate.navigationController = self
            __systemPopGestureDelegate = systemDelegate
            let recognizer = UIGestureRecognizer()
            recognizer.delegate = systemDelegate
            __interactivePopGestureRecognizer = recognizer
        }
        return __interactivePopGestureRecognizer
    }

    func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    func pushViewController(_ viewController: UIViewController, animated: Bool) {
        __coordlabSyncScreen()
        if viewControllers.contains(where: { $0 === viewController }) {
            print("[UIKit] Pushing the same view controller instance (\(type(of: viewController))) more than once is not supported (UIKit raises an exception; ignored here).")
            return
        }
        if viewController is UINavigationController {
            print("[UIKit] Pushing a navigation controller is not supported (UIKit raises an exception; ignored here).")
            return
        }
        let from = topViewController
        viewController.willMove(toParent: self)
        viewControllers.append(viewController)
        viewController.parent = self
        __transition(from: from, added: [viewController], removed: [], animated: animated)
    }

    /// Pops the top controller and returns it (nil if only the root is left).
    @discardableResult
    func popViewController(animated: Bool) -> UIViewController? {
        __coordlabSyncScreen()
        if viewControllers.count < 2 {
            return nil
        }
        let popped = viewControllers[viewControllers.count - 1]
        popped.willMove(toParent: nil)
        viewControllers.removeLast()
        __transition(from: popped, added: [], removed: [popped], animated: animated)
        return popped
    }

    /// Pops everything above `viewController` and returns it, lowest first.
    @discardableResult
    func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        __coordlabSyncScreen()
        if !viewControllers.contains(where: { $0 === viewController }) {
            print("[UIKit] Tried to pop to a view controller (\(type(of: viewController))) that doesn't exist (UIKit raises an exception; ignored here).")
            return nil
        }
        let from = topViewController
        var kept: [UIViewController] = []
        var popped: [UIViewController] = []
        var reached = false
        for controller in viewControllers {
            if reached {
                popped.append(controller)
            } else {
                kept.append(controller)
            }
            if controller === viewController {
                reached = true
            }
        }
        if popped.isEmpty {
            return []
        }
        for controller in popped {
            controller.willMove(toParent: nil)
        }
        viewControllers = kept
        __transition(from: from, added: [], removed: popped, animated: animated)
        return popped
    }

    /// Pops everything above the root and returns it, lowest first.
    @discardableResult
    func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. Controllers that leave it are released when this call
    /// returns, in their old stack order.
    func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        __coordlabSyncScreen()
        let from = topViewController
        let old = viewControllers
        let removed = old.filter { previous in !controllers.contains(where: { $0 === previous }) }
        let added = controllers.filter { controller in !old.contains(where: { $0 === controller }) }
        for controller in removed {
            controller.willMove(toParent: nil)
        }
        for controller in added {
            controller.willMove(toParent: self)
        }
        viewControllers = controllers
        for controller in added {
            controller.parent = self
        }
        __transition(from: from, added: added, removed: removed, animated: animated)
    }

    // MARK: Machinery

    override func __childList() -> [UIViewController] {
        return viewControllers
    }

    override func __removeChild(_ child: UIViewController) {
        viewControllers.removeAll(where: { $0 === child })
    }

    override func __appearanceChildren() -> [UIViewController] {
        if let top = topViewController {
            return [top]
        }
        return []
    }

    /// The bar shows a back button: more than one controller, the bar is
    /// visible, and the top controller neither hides it nor replaces it.
    var __showsBackButton: Bool {
        if viewControllers.count < 2 || isNavigationBarHidden {
            return false
        }
        if let item = topViewController?.__navigationItem {
            if item.hidesBackButton || item.leftBarButtonItem != nil {
                return false
            }
        }
        return true
    }

    /// Whether an edge swipe back may begin now.
    var __interactivePopCanBegin: Bool {
        if viewControllers.count < 2 {
            return false
        }
        guard let recognizer = __interactivePopGestureRecognizer else {
            return __showsBackButton
        }
        if !recognizer.isEnabled {
            return false
        }
        guard let delegate = recognizer.delegate else {
            return true
        }
        return delegate.gestureRecognizerShouldBegin(recognizer)
    }

    func __adoptViewControllers() {
        for controller in viewControllers where controller.parent !== self {
            controller.parent = self
        }
    }

    /// One navigation transition, run once `viewControllers` holds the new stack.
    func __transition(from: UIViewController?, added: [UIViewController], removed: [UIViewController], animated: Bool) {
        let to = topViewController
        let visible = __isOnScreen && from !== to
        var coordinator: __TransitionCoordinator? = nil
        if visible {
            __shownTop = to
            if animated {
                coordinator = __TransitionCoordinator(from: from, to: to, animated: true, interactive: false)
                __transitionCoordinator = coordinator
            }
            for controller in removed {
                controller.__isMovingFromParent = true
            }
            for controller in added where controller === to {
                controller.__isMovingToParent = true
            }
            to?.loadViewIfNeeded()
            if let to = to {
                delegate?.navigationController(self, willShow: to, animated: animated)
            }
            from?.__willDisappear(animated)
            to?.__willAppear(animated)
        }
        for controller in removed where controller.parent === self {
            controller.parent = nil
        }
        if visible {
            from?.__didDisappear(animated)
            to?.__didAppear(animated)
        }
        for controller in removed {
            controller.didMove(toParent: nil)
            controller.__isMovingFromParent = false
        }
        for controller in added {
            controller.didMove(toParent: self)
            controller.__isMovingToParent = false
        }
        if visible {
            coordinator?.__finish()
            if let to = to {
                delegate?.navigationController(self, didShow: to, animated: animated)
            }
            __transitionCoordinator = nil
        }
    }

    /// The edge swipe back. When it begins, the top controller leaves the stack
    /// (held by the transition), willMove(toParent: nil) and willShow (for the
    /// controller below) are called and both controllers start their appearance
    /// change.
    /// Completed: as a pop, then the popped controller is released.
    /// Cancelled: the controller goes back on the stack, the appearance change
    /// is reversed (the one below: viewWillDisappear, viewDidDisappear; the top:
    /// viewWillAppear, viewDidAppear), didShow is called for the ORIGINAL top
    /// controller (`.from` is that same controller, and it is in
    /// `viewControllers` again), didMove(toParent:) is not called, and nothing
    /// is released.
    func __interactivePop(cancel: Bool) {
        let popped = viewControllers[viewControllers.count - 1]
        let destination = viewControllers[viewControllers.count - 2]
        let coordinator = __TransitionCoordinator(from: popped, to: destination, animated: true, interactive: true)
        __transitionCoordinator = coordinator
        popped.willMove(toParent: nil)
        viewControllers.removeLast()
        __shownTop = destination
        popped.__isMovingFromParent = true
        delegate?.navigationController(self, willShow: destination, animated: true)
        popped.__willDisappear(true)
        destination.__willAppear(true)
        if cancel {
            coordinator.isCancelled = true
            viewControllers.append(popped)
            __shownTop = popped
            popped.__isMovingFromParent = false
            destination.__willDisappear(true)
            popped.__willAppear(true)
            destination.__didDisappear(true)
            popped.__didAppear(true)
            coordinator.__finish()
            delegate?.navigationController(self, didShow: popped, animated: true)
        } else {
            popped.parent = nil
            popped.__didDisappear(true)
            destination.__didAppear(true)
            popped.didMove(toParent: nil)
            popped.__isMovingFromParent = false
            coordinator.__finish()
            delegate?.navigationController(self, didShow: destination, animated: true)
        }
        __transitionCoordinator = nil
    }

    /// On first appearance (or after the stack changed off screen) the delegate
    /// is told willShow/didShow for the top controller, with no transition coordinator.
    override func __forwardWillAppear(_ animated: Bool) {
        __adoptViewControllers()
        guard let top = topViewController else { return }
        if top !== __shownTop {
            top.loadViewIfNeeded()
            __shownTop = top
            __showPending = true
            delegate?.navigationController(self, willShow: top, animated: animated)
        }
        top.__willAppear(animated)
    }

    override func __forwardDidAppear(_ animated: Bool) {
        guard let top = topViewController else { return }
        top.__didAppear(animated)
        if __showPending {
            __showPending = false
            delegate?.navigationController(self, didShow: top, animated: animated)
        }
    }

    override func __syncContainer() {
        __adoptViewControllers()
        let top = topViewController
        if !__isOnScreen || top === __shownTop {
            return
        }
        let from = __shownTop
        var removed: [UIViewController] = []
        if let from = from {
            if !viewControllers.contains(where: { $0 === from }) {
                removed.append(from)
            }
        }
        __transition(from: from, added: [], removed: removed, animated: false)
    }
}

// MARK: - UITabBarController

/// Told when the USER selects a tab (not when code sets selectedIndex).
protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Tabs. It holds every tab's controller STRONGLY, selected or not: a flow in
/// a tab lives as long as the tab bar controller.
/// A tap on a tab: delegate shouldSelect; the old tab viewWillDisappear, the
/// new tab viewWillAppear, viewDidDisappear, viewDidAppear; delegate
/// didSelect. A tap on the selected tab pops its navigation controller to the
/// root (animated) before didSelect.
class UITabBarController: UIViewController {
    /// The tabs. Strong.
    var viewControllers: [UIViewController]?
    var selectedIndex = 0
    /// Weak.
    weak var delegate: UITabBarControllerDelegate?

    /// The tab last shown.
    weak var __shownSelected: UIViewController?

    var selectedViewController: UIViewController? {
        guard let controllers = viewControllers else { return nil }
        if selectedIndex < 0 || selectedIndex >= controllers.count {
            return nil
        }
        return controllers[selectedIndex]
    }

    /// Replaces the tabs. Tabs that leave are released when this call returns,
    /// after the shown tab switched (if it changed).
    func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
        __coordlabSyncScreen()
        let old = viewControllers ?? []
        let kept = controllers ?? []
        viewControllers = controllers
        for controller in old where controller.parent === self {
            if !kept.contains(where: { $0 === controller }) {
                controller.parent = nil
            }
        }
        if selectedIndex >= kept.count {
            selectedIndex = 0
        }
        __syncContainer()
    }

    // MARK: Machinery

    override func __childList() -> [UIViewController] {
        return viewControllers ?? []
    }

    override func __removeChild(_ child: UIViewController) {
        guard let controllers = viewControllers else { return }
        viewControllers = controllers.filter { $0 !== child }
    }

    override func __appearanceChildren() -> [UIViewController] {
        if let selected = selectedViewController {
            return [selected]
        }
        return []
    }

    func __adoptViewControllers() {
        for controller in viewControllers ?? [] where controller.parent !== self {
            controller.parent = self
        }
    }

    override func __forwardWillAppear(_ animated: Bool) {
        __adoptViewControllers()
        __shownSelected = selectedViewController
        super.__forwardWillAppear(animated)
    }

    /// Switches the shown tab to `selectedViewController` if they differ.
    override func __syncContainer() {
        __adoptViewControllers()
        let selected = selectedViewController
        if !__isOnScreen || selected === __shownSelected {
            return
        }
        let old = __shownSelected
        __shownSelected = selected
        old?.__willDisappear(false)
        selected?.__willAppear(false)
        old?.__didDisappear(false)
        selected?.__didAppear(false)
    }

    /// A tap on tab `index`.
    func __userSelect(_ index: Int) -> Bool {
        guard let controllers = viewControllers else { return false }
        if index < 0 || index >= controllers.count {
            return false
        }
        let controller = controllers[index]
        if let delegate = delegate {
            if !delegate.tabBarController(self, shouldSelect: controller) {
                return true
            }
        }
        if index == selectedIndex {
            if let navigation = controller as? UINavigationController {
                navigation.popToRootViewController(animated: true)
            }
        } else {
            selectedIndex = index
            __syncContainer()
        }
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }
}

// MARK: - Scenes, windows, application

/// A scene (only so that scene-based setup code compiles).
class UIScene: UIResponder {
}

/// A window scene: `UIWindow(windowScene:)`. Create one with `UIWindowScene()`
/// (UIKit creates it for you).
class UIWindowScene: UIScene {
}

class UISceneSession: NSObject {
}

/// A scene delegate conforms to this; it holds its `window` itself.
protocol UIWindowSceneDelegate: AnyObject {
}

/// An app delegate conforms to this; it holds its `window` itself.
protocol UIApplicationDelegate: AnyObject {
}

/// The app.
class UIApplication: UIResponder {
    static let shared = UIApplication()
    /// The window made key by makeKeyAndVisible(). Weak: as in UIKit, the app
    /// (a scene delegate's `window` property) must keep its window alive.
    weak var keyWindow: UIWindow?

    var windows: [UIWindow] {
        if let window = keyWindow {
            return [window]
        }
        return []
    }
}

/// A window. It holds its root view controller STRONGLY: the root of every
/// object graph of an app.
class UIWindow: UIView {
    /// Strong. Assigning it releases the old root at once (UIKit would first
    /// send the old root viewWillDisappear/viewDidDisappear); the new root
    /// appears at makeKeyAndVisible() or at the next UIKit call.
    var rootViewController: UIViewController?
    /// Weak.
    weak var windowScene: UIWindowScene?

    /// The root controller the window last showed.
    weak var __shownRoot: UIViewController?

    /// `UIWindow()` and `UIWindow(frame: UIScreen.main.bounds)`.
    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
        isHidden = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    var isKeyWindow: Bool {
        return UIApplication.shared.keyWindow === self
    }

    /// Makes this the key window and shows its root view controller: the root
    /// (and what is on screen inside it) gets viewDidLoad, viewWillAppear and
    /// viewDidAppear. Gestures act on the key window.
    func makeKeyAndVisible() {
        UIApplication.shared.keyWindow = self
        isHidden = false
        __syncRoot()
    }

    func __syncRoot() {
        if isHidden { return }
        let root = rootViewController
        if root !== __shownRoot {
            let old = __shownRoot
            __shownRoot = root
            old?.__willDisappear(false)
            root?.__willAppear(false)
            old?.__didDisappear(false)
            root?.__didAppear(false)
        }
        root?.__syncTree()
    }
}

// MARK: - Gestures and the screen, for coordlab's commands

/// Applies pending changes (direct assignments) to what is on screen.
func __coordlabSyncScreen() {
    UIApplication.shared.keyWindow?.__syncRoot()
}

/// The top of the presented chain of the key window's root (or the root).
func __coordlabTopPresented() -> UIViewController? {
    guard let root = UIApplication.shared.keyWindow?.rootViewController else { return nil }
    var top = root
    while top.presentedViewController != nil {
        top = top.presentedViewController!
    }
    return top
}

/// Follows navigation tops and selected tabs down from `controller`.
func __coordlabDeepestVisible(_ controller: UIViewController) -> UIViewController {
    if let navigation = controller as? UINavigationController {
        if let top = navigation.topViewController {
            return __coordlabDeepestVisible(top)
        }
    }
    if let tabs = controller as? UITabBarController {
        if let selected = tabs.selectedViewController {
            return __coordlabDeepestVisible(selected)
        }
    }
    return controller
}

/// The innermost navigation controller on screen inside `controller`.
func __coordlabNavigationController(in controller: UIViewController) -> UINavigationController? {
    if let navigation = controller as? UINavigationController {
        if let top = navigation.topViewController {
            if let inner = __coordlabNavigationController(in: top) {
                return inner
            }
        }
        return navigation
    }
    if let tabs = controller as? UITabBarController {
        if let selected = tabs.selectedViewController {
            return __coordlabNavigationController(in: selected)
        }
    }
    return nil
}

/// The outermost tab bar controller on screen inside `controller`.
func __coordlabTabBarController(in controller: UIViewController) -> UITabBarController? {
    if let tabs = controller as? UITabBarController {
        return tabs
    }
    if let navigation = controller as? UINavigationController {
        if let top = navigation.topViewController {
            return __coordlabTabBarController(in: top)
        }
    }
    return nil
}

/// What the user sees on top: the top of the presented chain, followed down
/// through navigation tops and selected tabs; else the window's root.
func __coordlabTopViewController() -> UIViewController? {
    guard let top = __coordlabTopPresented() else { return nil }
    return __coordlabDeepestVisible(top)
}

/// `:back` -- a tap on the navigation bar's back button of the navigation
/// controller on top: popViewController(animated: true). False (nothing done)
/// if there is no back button.
@discardableResult
func __coordlabBack() -> Bool {
    __coordlabSyncScreen()
    guard let top = __coordlabTopPresented() else { return false }
    guard let navigation = __coordlabNavigationController(in: top) else { return false }
    if !navigation.__showsBackButton {
        return false
    }
    navigation.popViewController(animated: true)
    return true
}

/// `:swipe back` and `:swipe back --cancel` -- the interactive edge swipe of the
/// navigation controller on top (see UINavigationController.__interactivePop).
/// False (nothing done) if the swipe cannot begin.
@discardableResult
func __coordlabSwipeBack(cancel: Bool) -> Bool {
    __coordlabSyncScreen()
    guard let top = __coordlabTopPresented() else { return false }
    guard let navigation = __coordlabNavigationController(in: top) else { return false }
    if !navigation.__interactivePopCanBegin {
        return false
    }
    navigation.__interactivePop(cancel: cancel)
    return true
}

/// `:swipe down` and `:swipe down --cancel` -- the user drags the top presented
/// sheet down. Order: delegate presentationControllerShouldDismiss, then
/// presentationControllerWillDismiss, the sheet's viewWillDisappear; then
/// completed: viewDidDisappear, the presentation ends,
/// presentationControllerDidDismiss, and the sheet is released; cancelled:
/// viewWillAppear, viewDidAppear, nothing released, no other delegate call.
/// With isModalInPresentation (or shouldDismiss false) only
/// presentationControllerDidAttemptToDismiss is called.
/// False (nothing done) if nothing is presented or it is full screen.
@discardableResult
func __coordlabSwipeDown(cancel: Bool) -> Bool {
    __coordlabSyncScreen()
    guard let top = __coordlabTopPresented() else { return false }
    guard let presenter = top.presentingViewController else { return false }
    if !top.__canBeSwipedDown {
        return false
    }
    let presentationController = top.presentationController!
    let delegate = presentationController.delegate
    if top.__blocksSwipeDown {
        delegate?.presentationControllerDidAttemptToDismiss(presentationController)
        return true
    }
    if let delegate = delegate {
        if !delegate.presentationControllerShouldDismiss(presentationController) {
            delegate.presentationControllerDidAttemptToDismiss(presentationController)
            return true
        }
    }
    delegate?.presentationControllerWillDismiss(presentationController)
    let coordinator = __TransitionCoordinator(from: top, to: presenter, animated: true, interactive: true)
    top.__transitionCoordinator = coordinator
    top.__isBeingDismissed = true
    top.__willDisappear(true)
    if cancel {
        coordinator.isCancelled = true
        top.__isBeingDismissed = false
        top.__willAppear(true)
        top.__didAppear(true)
        coordinator.__finish()
        top.__transitionCoordinator = nil
        return true
    }
    top.__didDisappear(true)
    presenter.presentedViewController = nil
    top.presentingViewController = nil
    top.__isBeingDismissed = false
    top.__transitionCoordinator = nil
    coordinator.__finish()
    delegate?.presentationControllerDidDismiss(presentationController)
    return true
}

/// `:tab N` -- the user taps tab `index` of the tab bar controller on top.
/// False (nothing done) if there is no such tab.
@discardableResult
func __coordlabTab(_ index: Int) -> Bool {
    __coordlabSyncScreen()
    guard let top = __coordlabTopPresented() else { return false }
    guard let tabs = __coordlabTabBarController(in: top) else { return false }
    return tabs.__userSelect(index)
}

/// The navigation stack on screen, bottom first (for `:expect stack == [...]`).
func __coordlabNavigationStack() -> [UIViewController] {
    guard let top = __coordlabTopViewController(), let navigation = top.navigationController ?? (top as? UINavigationController) else {
        return []
    }
    return navigation.viewControllers
}

/// Every view controller in the key window's hierarchy: the root, what containers hold
/// (navigation stacks, tabs, children) and presented controllers. coordlab's graph view
/// uses it to tell which screens are still shown.
func __coordlabOnScreen() -> [UIViewController] {
    guard let root = UIApplication.shared.keyWindow?.rootViewController else { return [] }
    var found: [UIViewController] = []
    var pending = [root]
    while let controller = pending.popLast() {
        found.append(controller)
        if let navigation = controller as? UINavigationController {
            for child in navigation.viewControllers { pending.append(child) }
        } else if let tabs = controller as? UITabBarController {
            for child in tabs.viewControllers ?? [] { pending.append(child) }
        } else {
            for child in controller.children { pending.append(child) }
        }
        if let presented = controller.presentedViewController { pending.append(presented) }
    }
    return found
}

/// `:stack` -- what is on screen, one controller a line, indented by containment.
func __coordlabScreenLines() -> [String] {
    guard let window = UIApplication.shared.keyWindow else {
        return ["(no key window: makeKeyAndVisible() was not called)"]
    }
    var lines = ["\(type(of: window))"]
    guard let root = window.rootViewController else {
        lines.append("  (no rootViewController)")
        return lines
    }
    for line in __coordlabDescribe(root, "rootViewController: ", "", "  ") {
        lines.append(line)
    }
    return lines
}

/// Lines for `controller` and everything it holds on screen.
func __coordlabDescribe(_ controller: UIViewController, _ label: String, _ note: String, _ indent: String) -> [String] {
    var lines = ["\(indent)\(label)\(type(of: controller))\(note)"]
    let inner = indent + "  "
    var sublines: [String] = []
    if let navigation = controller as? UINavigationController {
        var index = 0
        for child in navigation.viewControllers {
            let mark = child === navigation.topViewController ? " (top)" : ""
            for line in __coordlabDescribe(child, "[\(index)] ", mark, inner) {
                sublines.append(line)
            }
            index += 1
        }
    } else if let tabs = controller as? UITabBarController {
        var index = 0
        for child in tabs.viewControllers ?? [] {
            let mark = index == tabs.selectedIndex ? " (selected)" : ""
            for line in __coordlabDescribe(child, "tab \(index): ", mark, inner) {
                sublines.append(line)
            }
            index += 1
        }
    } else {
        for child in controller.children {
            for line in __coordlabDescribe(child, "child: ", "", inner) {
                sublines.append(line)
            }
        }
    }
    if let presented = controller.presentedViewController {
        for line in __coordlabDescribe(presented, "presented (\(presented.modalPresentationStyle)): ", "", inner) {
            sublines.append(line)
        }
    }
    for line in sublines {
        lines.append(line)
    }
    return lines
}
"""#
}
