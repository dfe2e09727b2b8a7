// An MVVM-C list: the view model loads on the main queue and its binding reloads the table (a lazy table, configured in its closure); a row's tap starts a child coordinator that pushes the article; back frees the child.
// prelude: uikit

final class ArticlesViewModel {
    private(set) var titles: [String] = []; var onChange: (() -> Void)?
    func load() {
        DispatchQueue.main.async { [weak self] in self?.titles = ["Swift 6", "ARC", "Coordinators"]; self?.onChange?() }
    }
}

final class ArticleCell: UITableViewCell {
    static let reuseID = "ArticleCell"; func configure(with title: String) { textLabel?.text = title; print("configure \(title)") }
}

final class ArticlesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let viewModel = ArticlesViewModel(); var didSelect: ((String) -> Void)?
    private lazy var tableView: UITableView = {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.register(ArticleCell.self, forCellReuseIdentifier: ArticleCell.reuseID)
        table.dataSource = self; table.delegate = self
        return table
    }()
    override func viewDidLoad() {
        super.viewDidLoad(); view.addSubview(tableView)
        viewModel.onChange = { [weak self] in self?.tableView.reloadData() }
        viewModel.load()
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { viewModel.titles.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ArticleCell.reuseID, for: indexPath) as! ArticleCell
        cell.configure(with: viewModel.titles[indexPath.row])
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { didSelect?(viewModel.titles[indexPath.row]) }
}

final class ArticleCoordinator {
    func start(_ title: String, on navigation: UINavigationController) { navigation.pushViewController(UIViewController(), animated: true) }
    deinit { print("deinit ArticleCoordinator") }
}

final class AppCoordinator: NSObject, UINavigationControllerDelegate {
    let navigationController = UINavigationController()
    var children: [ArticleCoordinator] = []
    func start() {
        navigationController.delegate = self
        let list = ArticlesViewController()
        list.didSelect = { [unowned self] title in children.append(ArticleCoordinator()); children.last?.start(title, on: navigationController) }
        navigationController.viewControllers = [list]
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) { if viewController is ArticlesViewController { children.removeAll() } }
}

let app = AppCoordinator(); app.start()
let window = UIWindow(); window.rootViewController = app.navigationController; window.makeKeyAndVisible()
print("rows before the main queue ran: \(__coordlabSelect(0, 0))")
RunLoop.main.run(until: Date())
print("select: \(__coordlabSelect(2, 0)), children: \(app.children.count)")
print("back: \(__coordlabBack()), children: \(app.children.count)")
