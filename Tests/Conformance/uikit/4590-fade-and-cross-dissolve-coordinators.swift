// A fade-out screen and an onboarding coordinator swapping the window's root with a cross-dissolve: trailing-closure animations, completions that hold a screen strongly or weakly, a spring
// prelude: uikit
import Foundation

final class BannerView: UIView {
    let name: String
    init(name: String) { self.name = name; super.init(frame: .zero) }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("deinit BannerView \(name)") }
}

final class ToastViewController: UIViewController {
    let banner = BannerView(name: "toast")
    var onDismissed: (() -> Void)?
    deinit { print("deinit ToastViewController") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
        banner.alpha = 0
        UIView.animate(withDuration: 0.25) {
            self.banner.alpha = 1
        }
        print("faded in to", banner.alpha)
    }

    func dismissToast() {
        UIView.animate(withDuration: 0.5, animations: { [weak self] in
            self?.banner.alpha = 0
        }) { [weak self] finished in
            print("fade out finished:", finished, "self alive:", self != nil)
            self?.banner.removeFromSuperview()
            self?.onDismissed?()
        }
    }

    func bounce() {
        UIView.animate(withDuration: 0.4, delay: 0.1, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8,
                       options: .curveEaseInOut, animations: {
            self.banner.frame.origin.y = 20
        }, completion: { _ in
            print("bounce done at y =", self.banner.frame.origin.y)
        })
    }
}

final class OnboardingCoordinator {
    let window: UIWindow
    var finish: (() -> Void)?
    init(window: UIWindow) { self.window = window }
    deinit { print("deinit OnboardingCoordinator") }

    func start() {
        let toast = ToastViewController()
        toast.onDismissed = { [weak self] in
            print("toast dismissed")
            self?.finish?()
        }
        window.rootViewController = toast
        window.makeKeyAndVisible()
    }
}

final class AppCoordinator {
    let window: UIWindow
    var children: [AnyObject] = []
    init(window: UIWindow) { self.window = window }
    deinit { print("deinit AppCoordinator") }

    func start() {
        let onboarding = OnboardingCoordinator(window: window)
        onboarding.finish = { [weak self, weak onboarding] in
            guard let self, let onboarding else { return }
            self.children.removeAll { $0 === onboarding }
            self.showHome()
        }
        children.append(onboarding)
        onboarding.start()
    }

    func showHome() {
        let home = UIViewController()
        home.title = "Home"
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            self.window.rootViewController = home
        }, completion: { finished in
            print("home shown:", finished, self.window.rootViewController?.title ?? "none")
        })
    }
}

func wait(_ seconds: Double) {
    RunLoop.main.run(until: Date().addingTimeInterval(seconds))
}

let window = UIWindow(frame: .zero)
var app: AppCoordinator? = AppCoordinator(window: window)
app?.start()
let toast = window.rootViewController as? ToastViewController
toast?.bounce()
print("bounce queued")
wait(0.2)
print("after 0.2s")
wait(0.5)
toast?.dismissToast()
print("dismiss queued, children:", app?.children.count ?? -1)
wait(0.4)
print("after 0.4s, children:", app?.children.count ?? -1)
wait(0.2)
print("after 0.6s, children:", app?.children.count ?? -1)
wait(1)
UIView.performWithoutAnimation {
    print("no animation")
}
app = nil
print("end")
