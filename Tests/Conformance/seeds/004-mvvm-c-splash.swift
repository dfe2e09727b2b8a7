// Checks seed 004 (004_d7d928d0b4e43479.txt, MVVM-C basics): AppCoordinator -> Splash; the view model owns its coordinator (SplashViewModel(viewFlow:)); replacing the stack with setViewControllers frees the splash trio: view controller, then view model, then coordinator.
// prelude: uikit
//
// Written afresh in the shape of the seed. Who holds whom:
//   AppDelegate.window -> UIWindow -> rootNavigationController -> [SplashViewController]
//   AppDelegate.appCoordinator -> AppCoordinator -> navigationController (strong)
//   SplashViewController.viewModel -> SplashViewModel (the view knows the view model)
//   SplashViewModel.viewFlow -> SplashCoordinator     (the view model OWNS its coordinator)
//   SplashViewModel.model -> a model value            (the view model knows the model)
//   SplashCoordinator.navigationController ⇢ navigation (weak: a strong one would make a
//     cycle navigation -> splash -> view model -> coordinator -> navigation)
// The seed shows the app delegate, AppCoordinator and the roles; the splash screen,
// its view model, model and coordinator and the main screen are filled in.
// The app delegate's launch options are left untyped ([String: String]?).

// MARK: - Model

struct AppVersion {
    let current: String
    let required: String
}

// MARK: - Splash

protocol SplashViewFlow: AnyObject {
    func showMain(version: AppVersion)
}

final class SplashCoordinator: SplashViewFlow {
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    deinit {
        print("SplashCoordinator deinit")
    }

    func showMain(version: AppVersion) {
        let mainCoordinator = MainCoordinator(navigationController: navigationController!)
        let mainViewModel = MainViewModel(viewFlow: mainCoordinator, version: version)
        guard let mainVC = MainViewController().create(viewModel: mainViewModel) else {
            return
        }
        // The splash screen is not "popped": the whole stack is replaced.
        navigationController?.setViewControllers([mainVC], animated: true)
    }
}

final class SplashViewModel {
    let viewFlow: SplashViewFlow
    let model = AppVersion(current: "1.2.0", required: "1.0.0")

    init(viewFlow: SplashViewFlow) {
        self.viewFlow = viewFlow
    }

    deinit {
        print("SplashViewModel deinit")
    }

    func loadingFinished() {
        viewFlow.showMain(version: model)
    }
}

final class SplashViewController: UIViewController {
    var viewModel: SplashViewModel?

    func create(viewModel: SplashViewModel) -> SplashViewController? {
        self.viewModel = viewModel
        return self
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("SplashViewController viewDidAppear")
    }

    deinit {
        print("SplashViewController deinit")
    }

    /// The splash animation ends.
    func animationDidFinish() {
        viewModel?.loadingFinished()
    }
}

// MARK: - Main

protocol MainViewFlow: AnyObject {
}

final class MainCoordinator: MainViewFlow {
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    deinit {
        print("MainCoordinator deinit")
    }
}

final class MainViewModel {
    let viewFlow: MainViewFlow
    let version: AppVersion

    init(viewFlow: MainViewFlow, version: AppVersion) {
        self.viewFlow = viewFlow
        self.version = version
    }
}

final class MainViewController: UIViewController {
    var viewModel: MainViewModel?

    func create(viewModel: MainViewModel) -> MainViewController? {
        self.viewModel = viewModel
        return self
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("MainViewController viewDidAppear, version \(viewModel!.version.current)")
    }
}

// MARK: - App

class AppCoordinator {

    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let splashCoordinator: SplashCoordinator = SplashCoordinator(navigationController: navigationController)
        let splashViewModel: SplashViewModel = SplashViewModel(viewFlow: splashCoordinator)
        guard let splashVC = SplashViewController().create(viewModel: splashViewModel) else {
            return
        }

        navigationController.setViewControllers([splashVC], animated: false)
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    var appCoordinator: AppCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [String: String]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)

        let rootNavigationController = UINavigationController()
        appCoordinator = AppCoordinator(navigationController: rootNavigationController)
        appCoordinator?.start()
        window?.rootViewController = rootNavigationController
        window?.makeKeyAndVisible()
        return true
    }
}

// MARK: - The journey

let appDelegate = AppDelegate()
print("-- launch")
_ = appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
print("-- the splash animation finishes: the view model asks its coordinator for the main screen")
(__coordlabTopViewController() as! SplashViewController).animationDidFinish()
print("-- after setViewControllers: the splash trio is gone, the main trio is on screen")
print("stack: \(appDelegate.appCoordinator!.navigationController.viewControllers.count), top: \(type(of: __coordlabTopViewController()!))")
