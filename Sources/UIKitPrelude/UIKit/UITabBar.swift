/// The bar of tabs at the bottom of a tab bar controller, which holds it strongly (in
/// UIKit, as a subview of its view). Its items are the tabs' `tabBarItem`s, in order.
public class UITabBar: UIView {
    var isTranslucent = true
    var barTintColor: UIColor?
    var unselectedItemTintColor: UIColor?
    /// Weak: the controller whose tabs the bar shows.
    weak var __controller: UITabBarController?

    var items: [UITabBarItem]? {
        return __controller?.viewControllers?.compactMap { $0.tabBarItem }
    }

    /// The item of the selected tab.
    var selectedItem: UITabBarItem? {
        return __controller?.selectedViewController?.tabBarItem
    }
}
