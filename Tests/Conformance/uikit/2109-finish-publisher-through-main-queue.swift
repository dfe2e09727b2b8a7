// A settings flow's view model publishes a sign-out route received on the main queue; its coordinator re-sends it on a finish publisher the tab coordinator sinks, then drops its bindings
// prelude: uikit
class BaseCoordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {}
    func finish() {}
}

final class AccountViewModel {
    let routeToSignIn = PassthroughSubject<Void, Never>()
    func signOutTapped() { print("sign out tapped"); routeToSignIn.send() }
    deinit { print("AccountViewModel deinit") }
}

final class AccountViewController: UIViewController {
    let viewModel: AccountViewModel
    init(viewModel: AccountViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("AccountViewController deinit") }
}

final class AccountCoordinator: BaseCoordinator {
    private(set) var finishPublisher: PassthroughSubject<Void, Never> = .init()
    private var bindings: Set<AnyCancellable> = []
    override func start() {
        let viewModel = AccountViewModel()
        viewModel.routeToSignIn
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                print("route received")
                self?.finishPublisher.send()
            }
            .store(in: &bindings)
        navigationController.setViewControllers([AccountViewController(viewModel: viewModel)], animated: true)
    }
    override func finish() {
        bindings.removeAll()
        print("account bindings dropped")
    }
    deinit { print("AccountCoordinator deinit") }
}

final class TabsCoordinator {
    var account: AccountCoordinator?
    private var bindings = Set<AnyCancellable>()
    func start() {
        let child = AccountCoordinator(navigationController: UINavigationController())
        child.finishPublisher
            .sink { [weak self, weak child] in
                child?.finish()
                self?.account = nil
                print("tabs closed the account flow")
            }
            .store(in: &bindings)
        account = child
        child.start()
    }
    deinit { print("TabsCoordinator deinit") }
}

var tabs: TabsCoordinator? = TabsCoordinator()
tabs?.start()
let screen = tabs?.account?.navigationController.topViewController as? AccountViewController
screen?.viewModel.signOutTapped()
print("sent, account still there: \(tabs?.account != nil)")
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
print("account there: \(tabs?.account != nil)")
tabs = nil
print("end")
