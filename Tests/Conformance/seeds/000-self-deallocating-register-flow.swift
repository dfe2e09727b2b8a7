// Checks seed 000 (000_d857f917dab8e3f3.txt, self-deallocating MVVM-C): the register flow is kept alive only by its screens (VC -> view model -> coordinator, with weak child and weak view model), so popTo, pop and swipe back all free it: screens first, then the view model, then the coordinator.
// prelude: uikit
//
// Written afresh in the shape of the seed: the same types, properties, reference
// kinds and calls. Who holds whom:
//   window -> UINavigationController -> [MainViewController, RegisterStepOne..., RegisterStepTwo...]
//   MainViewController.delegate -> MainCoordinator            (strong: the protocol is not class-bound)
//   MainCoordinator.navigationController -> navigation        (strong)
//   MainCoordinator.childCoordinator ⇢ RegisterCoordinator    (weak)
//   RegisterStep*ViewController.vm / .delegate -> RegisterViewModel (strong, both screens share it)
//   RegisterViewModel.delegate -> RegisterCoordinator         (strong)
//   RegisterCoordinator.viewModel ⇢ RegisterViewModel         (weak)
//   RegisterCoordinator.parentCoordinator -> MainCoordinator  (strong)
// The main flow is a cycle (MainCoordinator -> navigation -> MainViewController ->
// MainCoordinator): it lives as long as the app, so nobody notices.
// Layout code (stacks, buttons) is left out; `@objc` is left out too (swiftc on
// Linux has no Objective-C runtime); button taps are direct calls on the top screen.

protocol Coordinator: AnyObject {
    func start()
}

// MARK: - Main

class MainCoordinator: Coordinator {

    var navigationController: UINavigationController?
    weak var childCoordinator: Coordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    deinit {
        print("main coordi deinit")
    }

    func start() {
        let vc = MainViewController()
        vc.delegate = self
        navigationController?.pushViewController(vc, animated: false)
    }
}

extension MainCoordinator: MainViewControllerDelegate {
    func goRegister() {
        let registerVM = RegisterViewModel()
        let child = RegisterCoordinator(navigationController: navigationController, viewModel: registerVM)
        child.parentCoordinator = self
        self.childCoordinator = child
        child.start()
    }
}

protocol MainViewControllerDelegate {
    func goRegister()
}

class MainViewController: UIViewController {
    var delegate: MainViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        print("main vc viewDidLoad")
    }

    func goRegisterFlow() {
        delegate?.goRegister()
    }
}

// MARK: - Register

class RegisterCoordinator: Coordinator {

    var parentCoordinator: MainCoordinator?
    var navigationController: UINavigationController?
    weak var viewModel: RegisterViewModel?

    init(navigationController: UINavigationController?, viewModel: RegisterViewModel) {
        self.navigationController = navigationController
        self.viewModel = viewModel
        self.viewModel?.delegate = self
        print("init - RegisterCoordinator")
    }

    deinit {
        print("deinit - RegisterCoordinator")
    }

    func start() {
        let vc = RegisterStepOneViewController()
        vc.vm = self.viewModel
        vc.delegate = self.viewModel
        navigationController?.pushViewController(vc, animated: true)
    }
}

extension RegisterCoordinator: RegisterViewModelDelegate {
    func showRegisterStepTwoVC() {
        let vc = RegisterStepTwoViewController()
        vc.vm = self.viewModel
        vc.delegate = self.viewModel
        navigationController?.pushViewController(vc, animated: true)
    }

    func toParent() {
        for vc in navigationController!.viewControllers {
            if vc is MainViewController {
                navigationController?.popToViewController(vc, animated: true)
            }
        }
    }
}

protocol RegisterViewModelDelegate: AnyObject {
    func showRegisterStepTwoVC()
    func toParent()
}

class RegisterViewModel {
    var delegate: RegisterViewModelDelegate?

    init() {
        print("init - ViewModel")
    }

    deinit {
        print("deinit - ViewModel")
    }
}

extension RegisterViewModel: RegisterStepOneViewControllerDelegate {
    func showRegisterStepTwoVC() {
        self.delegate?.showRegisterStepTwoVC()
    }
}

extension RegisterViewModel: RegisterStepTwoViewControllerDelegate {
    func toParent() {
        self.delegate?.toParent()
    }
}

protocol RegisterStepOneViewControllerDelegate: AnyObject {
    func showRegisterStepTwoVC()
}

class RegisterStepOneViewController: UIViewController {
    var delegate: RegisterStepOneViewControllerDelegate?
    var vm: RegisterViewModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        print("init - 1vc RegisterStepOneVC")
    }

    deinit {
        print("deinit - 1vc RegisterStepOneVC")
    }

    func tapToStepTwoButton() {
        delegate?.showRegisterStepTwoVC()
    }
}

protocol RegisterStepTwoViewControllerDelegate: AnyObject {
    func toParent()
}

class RegisterStepTwoViewController: UIViewController {
    var delegate: RegisterStepTwoViewControllerDelegate?
    var vm: RegisterViewModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        print("init - 2vc RegisterStepTwoVC")
    }

    deinit {
        print("deinit - 2vc RegisterStepTwoVC")
    }

    func tapToMainVCButton() {
        delegate?.toParent()
    }
}

// MARK: - The journey

/// What a tap on a button of the top screen does: UIKit holds the screen for the call.
func topScreen() -> UIViewController {
    return __coordlabTopViewController()!
}

func printState(_ main: MainCoordinator) {
    print("   stack: \(main.navigationController!.viewControllers.count), childCoordinator: \(main.childCoordinator == nil ? "nil" : "alive")")
}

let window = UIWindow()
let navigationController = UINavigationController()
let mainCoordinator = MainCoordinator(navigationController: navigationController)
mainCoordinator.start()
window.rootViewController = navigationController
window.makeKeyAndVisible()

print("== 1. register step one, step two, then toParent (popToViewController)")
print("-- tap register")
(topScreen() as! MainViewController).goRegisterFlow()
print("-- tap next")
(topScreen() as! RegisterStepOneViewController).tapToStepTwoButton()
printState(mainCoordinator)
print("-- tap back to main: toParent pops to MainViewController")
(topScreen() as! RegisterStepTwoViewController).tapToMainVCButton()
// Step one goes when toParent's loop ends (the loop's copy of viewControllers held it);
// step two when the tap returns; then the view model, then the coordinator.
printState(mainCoordinator)

print("== 2. register step one, then the back button")
print("-- tap register")
(topScreen() as! MainViewController).goRegisterFlow()
print("-- back")
__coordlabBack()
printState(mainCoordinator)

print("== 3. both steps, then swipes: cancelled, completed, then back")
print("-- tap register, tap next")
(topScreen() as! MainViewController).goRegisterFlow()
(topScreen() as! RegisterStepOneViewController).tapToStepTwoButton()
print("-- swipe back, cancelled: nothing is freed")
__coordlabSwipeBack(cancel: true)
printState(mainCoordinator)
print("-- swipe back: step two is freed; step one still holds the view model, so the flow lives on")
__coordlabSwipeBack(cancel: false)
printState(mainCoordinator)
print("-- back: the last screen of the flow goes, and the flow with it")
__coordlabBack()
printState(mainCoordinator)
