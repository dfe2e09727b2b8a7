/// Where a view controller is in its appearance: UIKit keeps this state and
/// calls viewWillAppear, viewDidAppear, viewWillDisappear and viewDidDisappear
/// only when it changes.
public enum __AppearState {
    case disappeared
    case appearing
    case appeared
    case disappearing
}

/// A screen. It holds its view, its embedded children and the controller it
/// presents strongly; its `parent` and `presentingViewController` weakly. It is
/// kept alive by whatever shows it: a window, a navigation stack, a tab bar, or
/// the controller that presented it.
public class UIViewController: UIResponder {
    var title: String?
    /// The nib name passed to init. Nothing is loaded from nibs here.
    let nibName: String?
    /// The container that holds this controller (navigation controller, tab bar
    /// controller, or a controller that called addChild). Weak.
    weak var parent: UIViewController?
    /// The controller this one presents (or presented from one of its children).
    /// Strong: a presented controller lives until it is dismissed.
    var __presentedViewController: UIViewController?
    /// The controller that presented this one. Weak.
    weak var __presentingViewController: UIViewController?
    /// The controller this one, or the nearest ancestor that presents one, presents: a
    /// screen inside a navigation controller sees what its navigation controller presented.
    var presentedViewController: UIViewController? {
        __presentedViewController ?? parent?.presentedViewController
    }
    /// The controller that presented this one, or the nearest ancestor that was presented:
    /// a screen inside a presented navigation controller sees its presenter.
    var presentingViewController: UIViewController? {
        __presentingViewController ?? parent?.presentingViewController
    }
    /// `.automatic` is a page sheet (since iOS 13): the presenter stays on
    /// screen, gets no appearance callbacks, and the user can swipe it down.
    var modalPresentationStyle: UIModalPresentationStyle = .automatic
    var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether the tab bar hides while this controller is on a navigation stack's top:
    /// it hides nothing here (no tab bar is drawn) and is kept for what a program reads.
    var hidesBottomBarWhenPushed = false
    /// The edges the view extends under the bars (all, as in UIKit, until set; `[]` keeps
    /// it clear of them): nothing is laid out here, and the value is kept for what a
    /// program reads.
    var edgesForExtendedLayout: UIRectEdge = .all
    var extendedLayoutIncludesOpaqueBars = false
    var preferredContentSize = CGSize.zero
    var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Whether a `.currentContext` presentation from a controller inside this one stops here.
    var definesPresentationContext = false
    /// When true, a swipe down does not dismiss; the presentation controller's
    /// delegate is told `presentationControllerDidAttemptToDismiss`.
    var isModalInPresentation = false
    /// The tab bar's item for this controller (implicitly unwrapped, as UIKit declares it):
    /// made on first use with the controller's title, as UIKit makes it, so never nil.
    var tabBarItem: UITabBarItem! {
        get {
            if __tabBarItem == nil { __tabBarItem = UITabBarItem(title: title, image: nil, tag: 0) }
            return __tabBarItem
        }
        set { __tabBarItem = newValue }
    }
    /// `tabBarItem`'s storage: nil until it is first read or set.
    var __tabBarItem: UITabBarItem?
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

    // MARK: Status bar (nothing is drawn: UIKit reads these for the bar; override them)

    var preferredStatusBarStyle: UIStatusBarStyle {
        return .default
    }

    var prefersStatusBarHidden: Bool {
        return false
    }

    /// Asks UIKit to read the two above again: nothing shows them here.
    func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: View

    /// The root view, loaded on first access (then viewDidLoad runs, once). Set it in
    /// `loadView()` to make your own (`view = tableView`), as in UIKit.
    var view: UIView {
        get {
            loadViewIfNeeded()
            return viewIfLoaded!
        }
        set {
            viewIfLoaded = newValue
        }
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

    /// Creates the root view. Override to make your own: assign `view`.
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
            if modalPresentationStyle == .popover {
                __presentationController = UIPopoverPresentationController(presentedViewController: self, presenting: __presentingViewController)
            } else {
                __presentationController = UIPresentationController(presentedViewController: self, presenting: __presentingViewController)
            }
        }
        return __presentationController
    }

    /// The popover presentation controller of a controller presented as a popover
    /// (`modalPresentationStyle = .popover`); nil for any other style, as in UIKit.
    var popoverPresentationController: UIPopoverPresentationController? {
        if let parent = parent {
            return parent.popoverPresentationController
        }
        if modalPresentationStyle != .popover {
            return nil
        }
        return presentationController as? UIPopoverPresentationController
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
        if let current = presenter.__presentedViewController {
            print("[UIKit] Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) which is already presenting \(type(of: current)).")
            return
        }
        if !presenter.__isOnScreen {
            print("[UIKit] Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) whose view is not in the window hierarchy.")
            return
        }
        if viewControllerToPresent.parent != nil || viewControllerToPresent.__presentingViewController != nil {
            print("[UIKit] Application tried to present modally a view controller \(type(of: viewControllerToPresent)) that is already presented or has a parent (UIKit raises an exception; ignored here).")
            return
        }
        let presented = viewControllerToPresent
        let covers = presented.__coversPresenter
        var coordinator: __TransitionCoordinator? = nil
        if flag {
            coordinator = __TransitionCoordinator(from: presenter, to: presented, animated: true, interactive: false)
        }
        presenter.__presentedViewController = presented
        presented.__presentingViewController = presenter
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
        if host.__presentedViewController != nil {
            host.__dismissPresented(animated: flag, completion: completion)
            return
        }
        if let presenter = host.__presentingViewController {
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

    /// The titles of the buttons a tap on this controller chooses among (`:tap "Title"`):
    /// an alert's actions; none for other controllers.
    var __actionTitles: [String] {
        return []
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

    /// Called on the controller a completed `:swipe down` dismissed, after the delegate
    /// heard of it: the share sheet reports its cancellation here.
    func __didEndSwipeDismissal() {}

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
        var next = __presentedViewController
        while next != nil {
            chain.append(next!)
            next = next!.__presentedViewController
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
        __presentedViewController = nil
        for controller in chain {
            controller.__presentingViewController = nil
            controller.__presentedViewController = nil
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
        viewIfLoaded?.__layOut(onScreenOf: self)
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
        if let responder = __coordlabFirstResponder as? UIView, let root = viewIfLoaded,
           responder.isDescendant(of: root) {
            responder.__resignForced()
        }
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
        __presentedViewController?.__syncTree()
    }

    func __syncContainer() {}
}

/// Swaps the controller a container (or the window) shows, without animation, in UIKit's
/// order: the old one's viewWillDisappear, the new one's viewWillAppear, then
/// viewDidDisappear and viewDidAppear.
func __swapShownController(from old: UIViewController?, to new: UIViewController?) {
    old?.__willDisappear(false)
    new?.__willAppear(false)
    old?.__didDisappear(false)
    new?.__didAppear(false)
}
