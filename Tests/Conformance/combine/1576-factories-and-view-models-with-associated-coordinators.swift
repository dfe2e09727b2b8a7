// Factories and view models with associated coordinator types (protocol ViewModel { associatedtype Coo: Coordinator }, a view model holding its coordinator strongly, a button built in a closure with a target-action, a child reaching its parent through `as?`): replacing the stack frees the screen, its view model and, through it, the onboarding coordinator.
// prelude: uikit
enum Destination { case onboarding, main, setting }
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
}
protocol ViewModel {
    associatedtype Coo: Coordinator
    var coordinator: Coo? { get set }
    var triggerPublisher: PassthroughSubject<Destination, Never> { get set }
    var cancellables: Set<AnyCancellable> { get set }
    func bind()
}
final class OnBoardingViewModel: ViewModel {
    typealias Coo = OnBoardingCoordinator
    var coordinator: OnBoardingCoordinator?
    var triggerPublisher = PassthroughSubject<Destination, Never>()
    var cancellables = Set<AnyCancellable>()
    init(coordinator: OnBoardingCoordinator) { self.coordinator = coordinator }
    func bind() {
        triggerPublisher.sink { [weak self] destination in
            switch destination {
            case .main: self?.coordinator?.showOnBoardingToMain()
            default: break
            }
        }
        .store(in: &cancellables)
    }
    deinit { print("deinit OnBoardingViewModel") }
}
final class OnBoardingViewController: UIViewController {
    var viewModel: OnBoardingViewModel?
    var passbtn: UIButton = {
        var btn = UIButton()
        btn.setTitle("온보딩 확인버튼", for: .normal)
        btn.backgroundColor = .lightGray
        return btn
    }()
    init(viewModel: OnBoardingViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .blue
        viewModel?.bind()
        view.addSubview(passbtn)
        passbtn.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            passbtn.widthAnchor.constraint(equalToConstant: 50),
            passbtn.heightAnchor.constraint(equalToConstant: 30),
            passbtn.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        navigationController?.isNavigationBarHidden = true
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        passbtn.addTarget(self, action: Selector("tapStartBtn:"), for: .touchUpInside)
    }
    func tapStartBtn(_ sender: UIButton) { viewModel?.triggerPublisher.send(.main) }
    deinit { print("deinit OnBoardingViewController") }
}
final class OnBoardingFactory {
    func makeOnBoardingViewModel(coordinator: OnBoardingCoordinator) -> OnBoardingViewModel { OnBoardingViewModel(coordinator: coordinator) }
    func makeOnBoardingViewController(coordinator: OnBoardingCoordinator) -> OnBoardingViewController {
        OnBoardingViewController(viewModel: makeOnBoardingViewModel(coordinator: coordinator))
    }
}
final class SplashCoordinator: Coordinator {
    var children: [Coordinator] = []
    var navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func showOnBoarding() {
        let onBoarding = OnBoardingCoordinator(navigationController: navigationController, factory: OnBoardingFactory())
        onBoarding.parendCoordinator = self
        children.append(onBoarding)
        onBoarding.showOnBoardingViewController()
    }
    func showCheckUpdatePopup() {
        children.removeAll()
        navigationController.setViewControllers([UIViewController()], animated: false)
        print("main shown, children \(children.count)")
    }
}
final class OnBoardingCoordinator: Coordinator {
    weak var parendCoordinator: Coordinator?
    private let factory: OnBoardingFactory
    var children: [Coordinator] = []
    var navigationController: UINavigationController
    init(navigationController: UINavigationController, factory: OnBoardingFactory) {
        self.navigationController = navigationController
        self.factory = factory
    }
    func showOnBoardingViewController() {
        navigationController.pushViewController(factory.makeOnBoardingViewController(coordinator: self), animated: false)
    }
    func showOnBoardingToMain() {
        let splashCoordinator = parendCoordinator as? SplashCoordinator
        splashCoordinator?.showCheckUpdatePopup()
    }
    deinit { print("deinit OnBoardingCoordinator") }
}
let window = UIWindow()
let splash = SplashCoordinator(navigationController: UINavigationController())
window.rootViewController = splash.navigationController
window.makeKeyAndVisible()
splash.showOnBoarding()
(splash.navigationController.topViewController as? OnBoardingViewController)?.tapStartBtn(UIButton())
print("end")
