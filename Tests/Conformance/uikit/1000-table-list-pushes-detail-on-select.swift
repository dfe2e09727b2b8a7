// A list screen's table asks its data source as the screen appears; a tap on a row (:select) reaches the delegate, whose coordinator pushes a detail; back frees the detail.
// prelude: uikit

protocol ContactListDelegate: AnyObject { func contactList(_ list: ContactListViewController, didPick name: String) }

final class ContactListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let names = ["Ada", "Grace", "Linus"]
    weak var delegate: ContactListDelegate?
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }
    override func viewWillAppear(_ animated: Bool) { print("list viewWillAppear") }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        print("rows in section \(section)")
        return names.count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        print("cell \(indexPath): \(cell.textLabel?.text ?? "")")
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        delegate?.contactList(self, didPick: names[indexPath.row])
    }
    deinit { print("deinit ContactListViewController") }
}

final class ContactViewController: UIViewController {
    let name: String; init(name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("deinit ContactViewController \(name)") }
}

final class ContactsCoordinator: ContactListDelegate {
    let navigationController = UINavigationController()
    func start() {
        let list = ContactListViewController()
        list.delegate = self
        navigationController.setViewControllers([list], animated: false)
    }
    func contactList(_ list: ContactListViewController, didPick name: String) {
        navigationController.pushViewController(ContactViewController(name: name), animated: true)
    }
}

let window = UIWindow(); let coordinator = ContactsCoordinator()
coordinator.start()
window.rootViewController = coordinator.navigationController
window.makeKeyAndVisible()
print("select: \(__coordlabSelect(1, 0)), then \(__coordlabSelect(7, 0))")
print("back: \(__coordlabBack())")
coordinator.navigationController.setViewControllers([], animated: false)
print("end")
