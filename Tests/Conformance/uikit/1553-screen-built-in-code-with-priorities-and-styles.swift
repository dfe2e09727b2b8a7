// A detail screen built in code as real apps write it (closure-made labels with text styles, system colors, content hugging and compression priorities, `.init(rawValue:)` priorities): its views die with it when the coordinator pops it.
// prelude: uikit
final class DetailViewController: UIViewController {
    private let titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.setContentHuggingPriority(.init(rawValue: 251), for: .vertical)
        return label
    }()
    private let priceLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20, weight: .heavy)
        label.textColor = .systemGray3
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        return label
    }()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let stack = UIStackView(arrangedSubviews: [titleLabel, priceLabel])
        stack.axis = .vertical
        view.addSubview(stack)
        titleLabel.text = "Mechanical keyboard"
        priceLabel.text = "120"
        let hugging = titleLabel.contentHuggingPriority(for: .vertical).rawValue
        let resistance = priceLabel.contentCompressionResistancePriority(for: .horizontal).rawValue
        let defaultResistance = titleLabel.contentCompressionResistancePriority(for: .horizontal).rawValue
        print("hugging \(hugging), resistance \(resistance), default \(defaultResistance)")
        print("fonts \(titleLabel.font.pointSize) \(priceLabel.font.pointSize)")
    }
    deinit { print("deinit DetailViewController") }
}

final class DetailCoordinator {
    unowned let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() { navigationController.pushViewController(DetailViewController(), animated: true) }
    deinit { print("deinit DetailCoordinator") }
}

let navigation = UINavigationController(rootViewController: UIViewController())
let window = UIWindow()
window.rootViewController = navigation
window.makeKeyAndVisible()
var detail: DetailCoordinator? = DetailCoordinator(navigationController: navigation)
detail?.start()
print("back: \(__coordlabBack())")
detail = nil
print("end")
