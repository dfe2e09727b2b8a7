// A to-do list that edits its table in place (insertRows, deleteRows, reloadRows, performBatchUpdates, section header titles): only the changed rows ask for cells, a deleted row's cell waits in the reuse queue, and a miscounted update is UIKit's "Invalid update".
// prelude: uikit
final class TaskCell: UITableViewCell {
    deinit { print("deinit TaskCell") }
}

final class TasksViewController: UIViewController, UITableViewDataSource {
    var tasks = ["buy milk", "write tests"]
    let tableView = UITableView()
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TaskCell.self, forCellReuseIdentifier: "task")
        tableView.dataSource = self
        view.addSubview(tableView)
    }
    func numberOfSections(in tableView: UITableView) -> Int { 1 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tasks.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        print("header for \(tasks.count) tasks")
        return "Today"
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        print("cell for \(tasks[indexPath.row])")
        let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
        cell.textLabel?.text = tasks[indexPath.row]
        return cell
    }
    func add(_ task: String) {
        tasks.insert(task, at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    deinit { print("deinit TasksViewController") }
}

let navigation = UINavigationController(rootViewController: UIViewController())
let window = UIWindow()
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(TasksViewController(), animated: false)
weak var screen = navigation.topViewController as? TasksViewController
screen?.add("call mom")
print("rows: \(screen!.tableView.numberOfRows(inSection: 0)), second: \(screen!.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text ?? "-")")
screen!.tasks.remove(at: 1)
screen!.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
print("after delete: \(screen!.tableView.subviews.count) cells")
screen!.tasks[0] = "call dad"
screen!.tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
screen!.tableView.performBatchUpdates({
    screen!.tasks.append("sleep")
    screen!.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .bottom)
}, completion: { finished in print("batch finished: \(finished)") })
screen!.tasks.append("forgotten")
screen!.tableView.insertRows(at: [], with: .none)
print("back: \(__coordlabBack()), screen: \(screen == nil ? "freed" : "alive")")
