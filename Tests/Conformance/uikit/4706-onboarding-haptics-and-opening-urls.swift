// An onboarding flow gives haptic feedback as pages change, asks the app whether it can open links and opens the privacy page and the settings URL: the completion runs later on the main queue with whether an app opened it, and while queued it keeps what it captures strongly, so the coordinator it captures outlives its release until then
// prelude: uikit
import Foundation

final class OnboardingViewController: UIViewController {
    let pageControl = UIPageControl()
    let selection = UISelectionFeedbackGenerator()
    let impact = UIImpactFeedbackGenerator(style: .light)
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        pageControl.numberOfPages = 3
        view.addSubview(pageControl)
        selection.prepare()
        impact.prepare()
    }

    func next() {
        pageControl.currentPage += 1
        selection.selectionChanged()
        print("page", pageControl.currentPage)
        if pageControl.currentPage == pageControl.numberOfPages - 1 {
            impact.impactOccurred()
            impact.impactOccurred(intensity: 0.5)
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            onFinish?()
        }
    }

    deinit { print("OnboardingViewController deinit") }
}

final class OnboardingCoordinator {
    let navigationController: UINavigationController
    let application = UIApplication.shared

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let screen = OnboardingViewController()
        screen.onFinish = { [weak self] in self?.finish() }
        navigationController.pushViewController(screen, animated: false)
    }

    func openPrivacyPolicy() {
        guard let url = URL(string: "https://example.com/privacy"), application.canOpenURL(url) else { return }
        application.open(url, options: [:]) { opened in
            print("privacy page opened:", opened, "by", self.navigationController.viewControllers.count, "screens")
        }
    }

    func openSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        application.open(url)
        print("settings:", application.canOpenURL(url))
    }

    func callSupport() {
        let url = URL(string: "tel://5550100")!
        print("can call:", application.canOpenURL(url))
        application.open(url, options: [.universalLinksOnly: false]) { [weak self] opened in
            print("call opened:", opened, "coordinator alive:", self != nil)
        }
        application.open(URL(string: "https://example.com/help")!, options: [.universalLinksOnly: true]) { opened in
            print("universal link opened:", opened)
        }
    }

    func finish() {
        print("finished onboarding")
        navigationController.popViewController(animated: false)
    }

    deinit { print("OnboardingCoordinator deinit") }
}

let window = UIWindow(frame: UIScreen.main.bounds)
let navigation = UINavigationController(rootViewController: UIViewController())
window.rootViewController = navigation
window.makeKeyAndVisible()
var coordinator: OnboardingCoordinator? = OnboardingCoordinator(navigationController: navigation)
coordinator!.start()
weak var screen = navigation.topViewController as? OnboardingViewController
screen!.next()
screen!.next()
print("screen freed:", screen == nil)
coordinator!.openPrivacyPolicy()
coordinator!.openSettings()
coordinator!.callSupport()
coordinator = nil
print("released the coordinator")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
print("done")
