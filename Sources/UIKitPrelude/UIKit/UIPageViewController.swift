/// How pages turn (UIKit's `UIPageViewController.TransitionStyle`).
public enum UIPageViewControllerTransitionStyle {
    case pageCurl, scroll
}

/// The axis pages turn along (UIKit's `UIPageViewController.NavigationOrientation`).
public enum UIPageViewControllerNavigationOrientation {
    case horizontal, vertical
}

/// Which way `setViewControllers` turns (UIKit's `UIPageViewController.NavigationDirection`).
public enum UIPageViewControllerNavigationDirection {
    case forward, reverse
}

/// Gives the pages before and after a page. UIKit's optional page-indicator requirements
/// are the protocol extension's defaults here.
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    func presentationCount(for pageViewController: UIPageViewController) -> Int {
        return 0
    }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        return 0
    }
}

/// Told when the user turns a page.
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// Pages, one shown at a time. It keeps only the page on screen strongly: the pages before
/// and after are whatever its data source keeps (a page made on demand lives while shown).
/// Its data source and delegate are weak, as in UIKit.
public class UIPageViewController: UIViewController {
    public typealias TransitionStyle = UIPageViewControllerTransitionStyle
    public typealias NavigationOrientation = UIPageViewControllerNavigationOrientation
    public typealias NavigationDirection = UIPageViewControllerNavigationDirection

    let transitionStyle: UIPageViewControllerTransitionStyle
    let navigationOrientation: UIPageViewControllerNavigationOrientation
    /// Weak.
    weak var dataSource: UIPageViewControllerDataSource?
    /// Weak.
    weak var delegate: UIPageViewControllerDelegate?
    /// Strong: the page on screen.
    var __pages: [UIViewController] = []
    /// The page last shown.
    weak var __shownPage: UIViewController?

    init(transitionStyle style: UIPageViewControllerTransitionStyle, navigationOrientation: UIPageViewControllerNavigationOrientation, options: [String: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        super.init(coder: coder)
    }

    /// The page on screen (nil before the first `setViewControllers`).
    var viewControllers: [UIViewController]? {
        return __pages.isEmpty ? nil : __pages
    }

    /// Shows `viewControllers` (one page); the page it replaces is released when this
    /// returns, after the completion ran.
    func setViewControllers(_ viewControllers: [UIViewController]?, direction: UIPageViewControllerNavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let old = __pages
        let new = viewControllers ?? []
        __pages = new
        for page in old where page.parent === self && !new.contains(where: { $0 === page }) {
            page.parent = nil
        }
        __syncContainer()
        completion?(true)
    }

    // MARK: Machinery

    override func __childList() -> [UIViewController] {
        return __pages
    }

    override func __removeChild(_ child: UIViewController) {
        __pages.removeAll(where: { $0 === child })
    }

    override func __appearanceChildren() -> [UIViewController] {
        return __pages
    }

    override func __forwardWillAppear(_ animated: Bool) {
        __adoptPages()
        __shownPage = __pages.first
        super.__forwardWillAppear(animated)
    }

    func __adoptPages() {
        for page in __pages where page.parent !== self {
            page.parent = self
        }
    }

    /// Switches the shown page to the first of `__pages` if they differ.
    override func __syncContainer() {
        __adoptPages()
        let page = __pages.first
        if !__isOnScreen || page === __shownPage {
            return
        }
        let old = __shownPage
        __shownPage = page
        __swapShownController(from: old, to: page)
    }
}
