// Every tab's navigation controller is a subclass holding its coordinator weakly, so screens reach the coordinator through navigationController; the coordinator is freed with its tab bar
// prelude: uikit
final class CoordinatedNavigationController: UINavigationController {
    weak var coordinator: LessonsCoordinator?
    deinit { print("CoordinatedNavigationController deinit") }
}

final class LessonListViewController: UIViewController {
    func select(_ lesson: Int) {
        (navigationController as? CoordinatedNavigationController)?.coordinator?.show(lesson: lesson)
    }
    deinit { print("LessonListViewController deinit") }
}

final class LessonViewController: UIViewController {
    let lesson: Int
    init(lesson: Int) { self.lesson = lesson; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    func finished() {
        (navigationController as? CoordinatedNavigationController)?.coordinator?.completed(lesson: lesson)
    }
    deinit { print("LessonViewController \(lesson) deinit") }
}

final class LessonsCoordinator {
    let navigationController = CoordinatedNavigationController()
    var completed: [Int] = []
    init() {
        navigationController.coordinator = self
        navigationController.viewControllers = [LessonListViewController()]
        navigationController.tabBarItem = UITabBarItem(title: "Learn", image: UIImage(systemName: "book"), tag: 0)
    }
    func show(lesson: Int) {
        navigationController.pushViewController(LessonViewController(lesson: lesson), animated: true)
    }
    func completed(lesson: Int) {
        completed.append(lesson)
        navigationController.popViewController(animated: true)
        print("completed \(completed)")
    }
    deinit { print("LessonsCoordinator deinit") }
}

final class MainTabs: UITabBarController {
    let lessons = LessonsCoordinator()
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [lessons.navigationController]
    }
    deinit { print("MainTabs deinit") }
}

let window = UIWindow()
window.rootViewController = MainTabs()
window.makeKeyAndVisible()
let tabs = window.rootViewController as? MainTabs
let nav = tabs?.lessons.navigationController
print("tab: \(nav?.tabBarItem.title ?? "-")")
(nav?.topViewController as? LessonListViewController)?.select(3)
(nav?.topViewController as? LessonViewController)?.finished()
(nav?.topViewController as? LessonListViewController)?.select(5)
(nav?.topViewController as? LessonViewController)?.finished()
print("screens: \(nav?.viewControllers.count ?? 0)")
window.rootViewController = nil
print("end")
