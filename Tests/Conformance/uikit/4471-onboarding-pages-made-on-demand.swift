// An onboarding coordinator as a page view controller's data source: pages are made on demand, the page controller keeps only the page on screen, and the finished flow hands over to a home screen
// prelude: uikit
import Foundation

final class PageViewController: UIViewController {
    let index: Int
    init(index: Int) { self.index = index; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("page \(index) will appear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("page \(index) did disappear") }
    deinit { print("page \(index) deinit") }
}

protocol OnboardingCoordinatorDelegate: AnyObject {
    func onboardingDidFinish(_ coordinator: OnboardingCoordinator)
}

final class OnboardingCoordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    weak var delegate: OnboardingCoordinatorDelegate?
    let pageController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    private let count = 3

    func start(in window: UIWindow) {
        pageController.dataSource = self
        pageController.delegate = self
        pageController.setViewControllers([PageViewController(index: 0)], direction: .forward, animated: false) { done in
            print("first page set", done)
        }
        window.rootViewController = pageController
        window.makeKeyAndVisible()
    }

    func next() {
        guard let current = pageController.viewControllers?.first,
              let after = pageViewController(pageController, viewControllerAfter: current) else {
            delegate?.onboardingDidFinish(self)
            return
        }
        pageController.setViewControllers([after], direction: .forward, animated: true, completion: nil)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? PageViewController, page.index > 0 else { return nil }
        return PageViewController(index: page.index - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? PageViewController, page.index + 1 < count else { return nil }
        return PageViewController(index: page.index + 1)
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { count }
    deinit { print("OnboardingCoordinator deinit") }
}

final class AppCoordinator: OnboardingCoordinatorDelegate {
    let window: UIWindow
    var children: [AnyObject] = []
    init(window: UIWindow) { self.window = window }
    func start() {
        let onboarding = OnboardingCoordinator()
        onboarding.delegate = self
        children.append(onboarding)
        onboarding.start(in: window)
    }
    func onboardingDidFinish(_ coordinator: OnboardingCoordinator) {
        children.removeAll { $0 === coordinator }
        let home = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = home
        print("home shown")
    }
}

let window = UIWindow(frame: UIScreen.main.bounds)
let app = AppCoordinator(window: window)
app.start()
let onboarding = app.children.first as! OnboardingCoordinator
print(onboarding.presentationCount(for: onboarding.pageController))
onboarding.next()
onboarding.next()
print((onboarding.pageController.viewControllers?.first as? PageViewController)?.index ?? -1)
onboarding.next()
print(app.children.count)
print("end")
