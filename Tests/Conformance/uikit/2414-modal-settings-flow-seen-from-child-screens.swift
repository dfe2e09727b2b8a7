// A settings flow presented modally in its own navigation controller from a screen inside the app's navigation controller: the screen's presentedViewController is what its navigation controller presented, the table screen's presentingViewController its presenter; closing dismisses, and the completion ends the flow
// prelude: uikit
protocol Coordinator: AnyObject { var children: [Coordinator] { get set }; func start() }
final class SettingsViewModel {
    var onClose: (() -> Void)?
    private(set) var options = ["Sound", "Privacy"]
    func toggle(_ i: Int) { options[i] += "*" }
    deinit { print("deinit SettingsViewModel") }
}
final class SettingsViewController: UITableViewController {
    let vm: SettingsViewModel
    init(vm: SettingsViewModel) { self.vm = vm; super.init(style: .plain) }
    required init?(coder: NSCoder) { fatalError() }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { vm.options.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "c"); cell.textLabel?.text = vm.options[indexPath.row]; return cell }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { vm.toggle(indexPath.row); print(vm.options) }
    func close() { vm.onClose?() }
    deinit { print("deinit SettingsViewController") }
}
final class SettingsCoordinator: Coordinator {
    var children: [Coordinator] = []
    weak var presenter: UIViewController?
    var onFinish: ((SettingsCoordinator) -> Void)?
    init(presenter: UIViewController) { self.presenter = presenter }
    func start() {
        let vm = SettingsViewModel()
        let vc = SettingsViewController(vm: vm)
        let nav = UINavigationController(rootViewController: vc)
        vc.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        vm.onClose = { [weak self, weak nav] in
            nav?.dismiss(animated: true) { print("dismissed"); if let self { self.onFinish?(self) } }
        }
        presenter?.present(nav, animated: true) { print("presented") }
    }
    deinit { print("deinit SettingsCoordinator") }
}
final class HomeViewController: UIViewController { var onSettings: (() -> Void)?; deinit { print("deinit Home") } }
final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []
    let window: UIWindow
    init(window: UIWindow) { self.window = window }
    func start() {
        let home = HomeViewController()
        home.onSettings = { [unowned self, unowned home] in
            let s = SettingsCoordinator(presenter: home)
            s.onFinish = { [weak self] c in self?.children.removeAll { $0 === c } }
            children.append(s); s.start()
        }
        window.rootViewController = UINavigationController(rootViewController: home)
        window.makeKeyAndVisible()
    }
}
let app = AppCoordinator(window: UIWindow())
app.start()
let home = (app.window.rootViewController as! UINavigationController).viewControllers[0] as! HomeViewController
home.onSettings?()
let settingsNav = home.presentedViewController as! UINavigationController
let settings = settingsNav.topViewController as! SettingsViewController
settings.tableView(settings.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
print(settings.tableView(settings.tableView, numberOfRowsInSection: 0), app.children.count)
settings.close()
print("children", app.children.count)
print(settings.presentingViewController === app.window.rootViewController, home.presentedViewController == nil)
