// A cell the table keeps holds its configuration closure: capturing the screen strongly leaks the screen with its table, capturing it weakly does not.
// prelude: uikit

final class ToggleCell: UITableViewCell {
    var onToggle: (() -> Void)?
    deinit { print("deinit ToggleCell") }
}

class ToggleListViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView()
    var toggles = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ToggleCell.self, forCellReuseIdentifier: "toggle")
        tableView.dataSource = self
        view.addSubview(tableView)
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "toggle", for: indexPath) as! ToggleCell
        configure(cell)
        return cell
    }
    func configure(_ cell: ToggleCell) {
        cell.onToggle = { self.toggles += 1 }
    }
    deinit { print("deinit \(type(of: self))") }
}

final class WeakToggleListViewController: ToggleListViewController {
    override func configure(_ cell: ToggleCell) {
        cell.onToggle = { [weak self] in self?.toggles += 1 }
    }
}

let window = UIWindow()
window.makeKeyAndVisible()
for screen in [ToggleListViewController(), WeakToggleListViewController()] {
    print("-- \(type(of: screen))")
    window.rootViewController = screen
    window.makeKeyAndVisible()
    (screen.tableView.visibleCells.first as? ToggleCell)?.onToggle?()
    print("toggles: \(screen.toggles)")
}
print("-- replace the root")
window.rootViewController = nil
print("end")
