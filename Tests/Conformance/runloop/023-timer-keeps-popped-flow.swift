// A repeating timer whose block captures the screen keeps a popped screen and the coordinator it holds; invalidating it in viewDidDisappear frees both.
// prelude: uikit

final class HomeViewController: UIViewController {}

final class WorkoutCoordinator {
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }
    func start(invalidatesOnDisappear: Bool) {
        let screen = WorkoutViewController()
        screen.coordinator = self
        screen.invalidatesOnDisappear = invalidatesOnDisappear
        navigation.pushViewController(screen, animated: true)
    }
    deinit { print("WorkoutCoordinator deinit") }
}

final class WorkoutViewController: UIViewController {
    var coordinator: WorkoutCoordinator?
    var invalidatesOnDisappear = false
    var timer: Timer?
    var seconds = 0
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.seconds += 1 }
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if invalidatesOnDisappear { timer?.invalidate() }
    }
    deinit { print("WorkoutViewController deinit after \(seconds)s") }
}

let window = UIWindow()
let navigation = UINavigationController(rootViewController: HomeViewController())
window.rootViewController = navigation
window.makeKeyAndVisible()
for fixed in [false, true] {
    print("-- invalidates on disappear: \(fixed)")
    WorkoutCoordinator(navigation: navigation).start(invalidatesOnDisappear: fixed)
    RunLoop.main.run(until: Date().addingTimeInterval(2))
    navigation.popViewController(animated: true)
    RunLoop.main.run(until: Date().addingTimeInterval(2))
    print("-- two seconds after the pop")
}
