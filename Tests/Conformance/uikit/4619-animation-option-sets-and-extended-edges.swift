// A toast screen animating with a set of options (`[.curveEaseOut, .allowUserInteraction]`) whose completion holds the screen weakly, a transition with a stored option set, and screens keeping clear of the bars with `edgesForExtendedLayout = []`
// prelude: uikit
import Foundation

final class ToastView: UIView {
    deinit { print("toast view released") }
}

final class FeedViewController: UIViewController {
    let toast = ToastView()
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        edgesForExtendedLayout = []
        extendedLayoutIncludesOpaqueBars = true
        view.addSubview(toast)
        toast.alpha = 0
    }

    func showToast() {
        UIView.animate(withDuration: 0.25, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction, .beginFromCurrentState], animations: {
            self.toast.alpha = 1
        }, completion: { [weak self] finished in
            print("toast shown:", finished, "screen alive:", self != nil)
        })
    }

    deinit { print("feed released") }
}

final class AppCoordinator {
    let window: UIWindow
    let navigation = UINavigationController()
    static let fade: UIView.AnimationOptions = [.transitionCrossDissolve, .curveEaseInOut]

    init(window: UIWindow) { self.window = window }

    func start() {
        let feed = FeedViewController()
        feed.loadViewIfNeeded()
        print("edges:", feed.edgesForExtendedLayout.rawValue, "default:", UIViewController().edgesForExtendedLayout == .all)
        print("opaque bars:", feed.extendedLayoutIncludesOpaqueBars)
        print("fade has cross dissolve:", Self.fade.contains(.transitionCrossDissolve), Self.fade.contains(.curveLinear))
        navigation.setViewControllers([feed], animated: false)
        UIView.transition(with: window, duration: 0.3, options: Self.fade, animations: {
            self.window.rootViewController = self.navigation
        }, completion: { _ in print("root swapped") })
        feed.showToast()
    }
}

let window = UIWindow(frame: UIScreen.main.bounds)
var app: AppCoordinator? = AppCoordinator(window: window)
app?.start()
RunLoop.main.run(until: Date().addingTimeInterval(0.2))
print("before the toast ends")
app = nil
window.rootViewController = nil
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("end")
