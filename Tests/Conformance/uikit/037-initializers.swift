// Checks the initializers UIKit allows: UIViewController(), Sub() for a subclass with only defaulted properties, init(nibName:bundle:), a subclass with its own designated init (and the required init?(coder:)), UINavigationController() and init(rootViewController:), UITabBarController(), UIWindow(), UIWindow(frame:), UIWindow(windowScene:), UIView().
// prelude: uikit

final class Plain: UIViewController {
    var count = 0
    let label = UILabel()
    deinit {
        print("Plain deinit, count \(count)")
    }
}

final class WithViewModel: UIViewController {
    let viewModel: String
    init(viewModel: String) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        return nil
    }
    deinit {
        print("WithViewModel deinit, viewModel \(viewModel)")
    }
}

final class CustomNavigation: UINavigationController {
    deinit {
        print("CustomNavigation deinit")
    }
}

final class RootView: UIView {
    deinit {
        print("RootView deinit")
    }
}

final class OwnView: UIViewController {
    override func loadView() {
        viewIfLoaded = RootView()
    }
    deinit {
        print("OwnView deinit")
    }
}

var plain: Plain? = Plain()
plain!.count = 3
print("title: \(plain!.title == nil ? "nil" : "set"), nibName: \(plain!.nibName == nil ? "nil" : "set")")
plain = nil
var withViewModel: WithViewModel? = WithViewModel(viewModel: "profile")
withViewModel = nil
let generic = UIViewController(nibName: "Main", bundle: Bundle.main)
print("nibName: \(generic.nibName!)")
var navigation: CustomNavigation? = CustomNavigation(rootViewController: Plain())
print("root's navigationController: \(navigation!.viewControllers[0].navigationController === navigation)")
navigation = nil
let emptyNavigation = UINavigationController()
print("empty stack: \(emptyNavigation.viewControllers.isEmpty), top: \(emptyNavigation.topViewController == nil ? "nil" : "set")")
let tabs = UITabBarController()
print("tabs: \(tabs.viewControllers == nil ? "nil" : "set"), selected: \(tabs.selectedViewController == nil ? "nil" : "set")")
let window = UIWindow()
let framed = UIWindow(frame: UIScreen.main.bounds)
let scened = UIWindow(windowScene: UIWindowScene())
print("windows hidden until makeKeyAndVisible: \(window.isHidden) \(framed.isHidden) \(scened.isHidden), width \(framed.frame.width)")
let view = UIView()
print("UIView() frame width: \(view.frame.width)")
var own: OwnView? = OwnView()
print("own view is RootView: \(own!.view is RootView)")
own = nil
