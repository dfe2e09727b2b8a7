/// Told when the USER selects a tab (not when code sets selectedIndex).
public protocol UITabBarControllerDelegate: AnyObject {
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
public class UITabBarController: UIViewController {
    /// The tabs. Strong.
    var viewControllers: [UIViewController]?
    var selectedIndex = 0
    /// Weak.
    weak var delegate: UITabBarControllerDelegate?

    /// The tab last shown.
    weak var __shownSelected: UIViewController?
    var __tabBar: UITabBar?

    /// The bar of tabs, created on first access.
    var tabBar: UITabBar {
        if __tabBar == nil {
            let bar = UITabBar()
            bar.__controller = self
            __tabBar = bar
        }
        return __tabBar!
    }

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
        __swapShownController(from: old, to: selected)
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
