// A product flow from a DI container (tab bar pushed on a navigation stack, a coordinator per screen holding weak navigation and parent references, a screen built in code with closure-made views and Auto Layout, a view model whose delegate is the screen): the screen tells its coordinator to finish in viewDidDisappear, so back frees the child coordinator, the screen and its view model.
// prelude: uikit
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController? { get set }
    var parentCoordinator: Coordinator? { get set }
    var childCoordinators: [Coordinator] { get set }
}
extension Coordinator {
    func removeChild(_ coordinator: Coordinator) {
        childCoordinators.removeAll(where: { $0 === coordinator })
    }
}
struct ProductEntity { let name: String; let price: Double; var priceString: String { "\(price) KRW" } }
protocol ProductViewModelDelegate: AnyObject { func dismiss() }
final class ProductViewModel {
    enum Action { case dismissTap }
    weak var delegate: ProductViewModelDelegate?
    let product: ProductEntity
    init(product: ProductEntity) { self.product = product }
    func action(action: Action) {
        switch action {
        case .dismissTap: delegate?.dismiss()
        }
    }
    deinit { print("deinit ProductViewModel") }
}
extension UIStackView {
    func addArrangeSubviews(_ views: UIView...) { views.forEach { addArrangedSubview($0) } }
}
final class ProductViewController: UIViewController {
    weak var coordinator: ProductViewCoordinator?
    var viewModel: ProductViewModel
    init(viewModel: ProductViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    private var infoStackView: UIStackView = {
        let stackView = UIStackView()
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.distribution = .fillProportionally
        stackView.spacing = 5
        stackView.axis = .vertical
        return stackView
    }()
    var productLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.textAlignment = .left
        label.font = .systemFont(ofSize: 24, weight: .bold)
        label.textColor = .systemGray3
        label.numberOfLines = 0
        label.setContentHuggingPriority(.init(rawValue: 1), for: .horizontal)
        return label
    }()
    var priceLabel = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.delegate = self
        view.backgroundColor = .systemGray6
        view.addSubview(infoStackView)
        infoStackView.addArrangeSubviews(productLabel, priceLabel)
        productLabel.text = viewModel.product.name
        priceLabel.text = viewModel.product.priceString
        NSLayoutConstraint.activate([
            infoStackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            infoStackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            infoStackView.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.7),
        ])
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        viewModel.action(action: .dismissTap)
    }
    deinit { print("deinit ProductViewController \(productLabel.text ?? "")") }
}
extension ProductViewController: ProductViewModelDelegate {
    func dismiss() { coordinator?.dismiss() }
}
final class OpenMarketDIContainer {
    func makeProductViewController(_ product: ProductEntity) -> ProductViewController {
        ProductViewController(viewModel: ProductViewModel(product: product))
    }
    func makeProductViewCoordinator(navigationController: UINavigationController) -> ProductViewCoordinator {
        ProductViewCoordinator(navigationController: navigationController, dependencyContainer: self)
    }
}
final class ProductViewCoordinator: Coordinator {
    weak var navigationController: UINavigationController?
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator]
    private let dependencyContainer: OpenMarketDIContainer
    init(navigationController: UINavigationController, dependencyContainer: OpenMarketDIContainer) {
        self.dependencyContainer = dependencyContainer
        self.navigationController = navigationController
        self.childCoordinators = .init()
    }
    func start(_ product: ProductEntity) {
        let productViewController = dependencyContainer.makeProductViewController(product)
        productViewController.coordinator = self
        navigationController?.pushViewController(productViewController, animated: true)
    }
    func dismiss() {
        navigationController?.dismiss(animated: true)
        parentCoordinator?.removeChild(self)
    }
    deinit { print("deinit ProductViewCoordinator") }
}
final class ProductListViewCoordinator: Coordinator {
    weak var navigationController: UINavigationController?
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator]
    private let openMarketDIContainer: OpenMarketDIContainer
    init(navigationController: UINavigationController, openMarketDIContainer: OpenMarketDIContainer) {
        self.childCoordinators = .init()
        self.navigationController = navigationController
        self.openMarketDIContainer = openMarketDIContainer
    }
    func start() -> UIViewController {
        let list = UIViewController()
        list.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "heart"), tag: 0)
        return list
    }
    func showProductViewController(_ product: ProductEntity) {
        guard let navigationController = navigationController else { return }
        let productViewCoordinator = openMarketDIContainer.makeProductViewCoordinator(navigationController: navigationController)
        childCoordinators.append(productViewCoordinator)
        productViewCoordinator.parentCoordinator = self
        productViewCoordinator.start(product)
    }
}
final class AppCoordinator: Coordinator {
    weak var navigationController: UINavigationController?
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []
    let container = OpenMarketDIContainer()
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        guard let navigationController = navigationController else { return }
        let tabBarView = UITabBarController()
        let first = ProductListViewCoordinator(navigationController: navigationController, openMarketDIContainer: container)
        childCoordinators.append(first)
        first.parentCoordinator = self
        tabBarView.setViewControllers([first.start()], animated: true)
        self.navigationController?.pushViewController(tabBarView, animated: true)
    }
}
let navigation = UINavigationController()
let window = UIWindow()
window.rootViewController = navigation
window.makeKeyAndVisible()
let app = AppCoordinator(navigationController: navigation)
app.start()
let list = app.childCoordinators[0] as! ProductListViewCoordinator
list.showProductViewController(ProductEntity(name: "Mac", price: 1200))
print("children: \(list.childCoordinators.count)")
print("back: \(__coordlabBack())")
print("children: \(list.childCoordinators.count)")
