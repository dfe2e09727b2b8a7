// Checks seed 001 (001_7627a1c9d66d0067.txt, child coordinators in an array): an edge swipe frees the Tracking screen but abandons its coordinator in childCoordinators (two after re-entering); a custom back button calling remove() frees both; the didShow fix removes the child on swipe/back, but not on popToRoot past several flows, and not once another object takes the single delegate slot.
// prelude: uikit
//
// Written afresh in the shape of the seed. Who holds whom:
//   SceneDelegate.window -> UIWindow -> UINavigationController -> [HomeViewController, ...]
//   SceneDelegate.coordinator -> AppCoordinator -> childCoordinators -> [HomeCoordinator]
//   HomeCoordinator.childCoordinators -> [TrackingCoordinator, CalendarCoordinator, ...] (strong)
//   every coordinator.parentCoordinator ⇢ its parent   (weak)
//   every coordinator.navigationController -> the one navigation controller (strong)
//   every view controller.coordinator ⇢ its coordinator (weak)
// So nothing but childCoordinators keeps a child coordinator alive, and nothing
// removes it unless someone calls remove().
// The seed leaves out Tracking/Calendar and the shared TestViewController: they are
// filled in the obvious way. Buttons use addAction with [weak self] (as addTarget,
// which does not retain its target; #selector/@objc do not run here). The
// scene(_:willConnectTo:options:) signature loses `options` (UIScene.ConnectionOptions
// is not modelled).

protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    var parentCoordinator: Coordinator? { get set }
    var childCoordinators: [Coordinator] { get set }
    func start()
    func remove()
}

extension Coordinator {
    func removeChildCoordinator(child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

// MARK: - AppCoordinator

final class AppCoordinator: Coordinator {

    var navigationController: UINavigationController
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let homeCoordinator = HomeCoordinator(navigationController: navigationController)
        homeCoordinator.parentCoordinator = self
        childCoordinators.append(homeCoordinator)
        homeCoordinator.start()
    }

    func remove() {}
}

// MARK: - HomeCoordinator

/// NSObject only for the didShow fix at the end (UIKit requires delegates to be NSObjects).
final class HomeCoordinator: NSObject, Coordinator {

    var navigationController: UINavigationController
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let homeViewController = HomeViewController()
        homeViewController.coordinator = self
        navigationController.pushViewController(homeViewController, animated: false)
    }

    func remove() {}
}

extension HomeCoordinator {

    func pushTrackingView() {
        let trackingCoordinator = TrackingCoordinator(navigationController: navigationController)
        childCoordinators.append(trackingCoordinator)
        trackingCoordinator.parentCoordinator = self
        trackingCoordinator.start()
    }

    func pushCalendarView() {
        let calendarCoordinator = CalendarCoordinator(navigationController: navigationController)
        childCoordinators.append(calendarCoordinator)
        calendarCoordinator.parentCoordinator = self
        calendarCoordinator.start()
    }
}

// MARK: - The didShow fix (not in the seed: the usual remedy for the swipe)

extension HomeCoordinator: UINavigationControllerDelegate {

    func installDidShowFix() {
        navigationController.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from) else {
            return
        }
        if navigationController.viewControllers.contains(where: { $0 === fromViewController }) {
            return
        }
        if let trackingViewController = fromViewController as? TrackingViewController {
            print("didShow fix: removing the coordinator of TrackingViewController")
            trackingViewController.coordinator?.remove()
        }
        if let calendarViewController = fromViewController as? CalendarViewController {
            print("didShow fix: removing the coordinator of CalendarViewController")
            calendarViewController.coordinator?.remove()
        }
    }
}

// MARK: - Tracking and Calendar (left out by the seed)

final class TrackingCoordinator: Coordinator {

    var navigationController: UINavigationController
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    deinit {
        print("TrackingCoordinator deinit")
    }

    func start() {
        let trackingViewController = TrackingViewController()
        trackingViewController.coordinator = self
        navigationController.pushViewController(trackingViewController, animated: true)
    }

    func remove() {
        parentCoordinator?.removeChildCoordinator(child: self)
    }
}

final class CalendarCoordinator: Coordinator {

    var navigationController: UINavigationController
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    deinit {
        print("CalendarCoordinator deinit")
    }

    func start() {
        let calendarViewController = CalendarViewController()
        calendarViewController.coordinator = self
        navigationController.pushViewController(calendarViewController, animated: true)
    }

    func remove() {
        parentCoordinator?.removeChildCoordinator(child: self)
    }
}

// MARK: - View controllers

/// The seed's shared base: a label and two buttons.
class TestViewController: UIViewController {
    let viewLabel = UILabel()
    let firstButton = UIButton(type: .system)
    let secondButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(viewLabel)
        view.addSubview(firstButton)
        view.addSubview(secondButton)
    }
}

final class HomeViewController: TestViewController {

    weak var coordinator: HomeCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        setupEvent()
        viewLabel.text = "HomeViewController"
    }

    private func setupEvent() {
        firstButton.setTitle("Tracking", for: .normal)
        firstButton.addAction(UIAction { [weak self] _ in
            self?.pushTrackingView()
        }, for: .touchUpInside)

        secondButton.setTitle("Calendar", for: .normal)
        secondButton.addAction(UIAction { [weak self] _ in
            self?.pushCalendarView()
        }, for: .touchUpInside)
    }
}

extension HomeViewController {
    func pushTrackingView() {
        coordinator?.pushTrackingView()
    }

    func pushCalendarView() {
        coordinator?.pushCalendarView()
    }
}

/// Uses the standard back button (and so the edge swipe works).
final class TrackingViewController: TestViewController {
    weak var coordinator: TrackingCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        viewLabel.text = "TrackingViewController"
    }

    deinit {
        print("TrackingViewController deinit")
    }
}

/// Uses a custom back button that calls remove() (which, as in UIKit, also turns
/// the edge swipe off).
final class CalendarViewController: TestViewController {
    weak var coordinator: CalendarCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        viewLabel.text = "CalendarViewController"
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", primaryAction: UIAction { [weak self] _ in
            self?.backButtonTapped()
        })
    }

    func backButtonTapped() {
        coordinator?.remove()
        navigationController?.popViewController(animated: true)
    }

    deinit {
        print("CalendarViewController deinit")
    }
}

/// Another object that wants to observe the navigation controller.
final class AnalyticsObserver: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        print("analytics: screen \(type(of: viewController))")
    }
}

// MARK: - SceneDelegate

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    var coordinator: Coordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession) {
        guard let windowScene = (scene as? UIWindowScene) else { return }

        let navigationController = UINavigationController()
        coordinator = AppCoordinator(navigationController: navigationController)
        coordinator?.start()

        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
    }
}

// MARK: - The journey

let sceneDelegate = SceneDelegate()
sceneDelegate.scene(UIWindowScene(), willConnectTo: UISceneSession())
let home = sceneDelegate.coordinator!.childCoordinators[0] as! HomeCoordinator
let homeViewController = home.navigationController.viewControllers[0] as! HomeViewController

func printChildren() {
    print("   home.childCoordinators: \(home.childCoordinators.count), stack: \(home.navigationController.viewControllers.count)")
}

/// The bar button on the top screen, as a tap calls it (UIKit holds the item's target for the call).
func tapCustomBack() {
    let item = __coordlabTopViewController()!.navigationItem.leftBarButtonItem!
    item.primaryAction!.handler(item.primaryAction!)
}

print("== 1. Tracking, left with an edge swipe: the coordinator is abandoned")
print("-- tap Tracking")
homeViewController.firstButton.sendActions(for: .touchUpInside)
printChildren()
print("-- swipe back: the screen goes, TrackingCoordinator stays in childCoordinators")
__coordlabSwipeBack(cancel: false)
printChildren()
print("-- tap Tracking again, swipe back again: two abandoned coordinators")
homeViewController.firstButton.sendActions(for: .touchUpInside)
__coordlabSwipeBack(cancel: false)
printChildren()

print("== 2. Calendar, left with its custom back button calling remove(): everything is freed")
print("-- tap Calendar")
homeViewController.secondButton.sendActions(for: .touchUpInside)
print("-- the custom button turned the edge swipe off: \(__coordlabSwipeBack(cancel: false) ? "swiped" : "no swipe")")
print("-- tap the custom back button")
tapCustomBack()
printChildren()

print("== 3. The didShow fix")
print("-- drop the two abandoned coordinators, install the fix")
home.childCoordinators.removeAll()
home.installDidShowFix()
print("-- tap Tracking, swipe back: the fix removes the child")
homeViewController.firstButton.sendActions(for: .touchUpInside)
__coordlabSwipeBack(cancel: false)
printChildren()
print("-- tap Tracking, cancelled swipe: .from is still on the stack, nothing removed")
homeViewController.firstButton.sendActions(for: .touchUpInside)
__coordlabSwipeBack(cancel: true)
printChildren()
print("-- back button")
__coordlabBack()
printChildren()

print("== 4. Limits of the fix")
print("-- Tracking, then Calendar on top of it, then popToRoot: .from is only the top screen")
homeViewController.firstButton.sendActions(for: .touchUpInside)
home.pushCalendarView()
home.navigationController.popToRootViewController(animated: true)
printChildren()
print("-- another object takes the one delegate slot: the fix stops working")
let analytics = AnalyticsObserver()
home.navigationController.delegate = analytics
homeViewController.firstButton.sendActions(for: .touchUpInside)
__coordlabSwipeBack(cancel: false)
printChildren()
