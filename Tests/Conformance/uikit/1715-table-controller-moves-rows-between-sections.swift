// A table view controller subclass (its own tableView(_:…) methods beside the inherited tableView) moves rows between sections with moveRow, alone and in a batch with an insertion: a moved row keeps its cell, only inserted rows are asked for, a move the data source does not match is UIKit's invalid update, and every cell goes with the screen.
// prelude: uikit
final class TaskCell: UITableViewCell {
    deinit { print("deinit cell \(textLabel?.text ?? "-")") }
}
final class BoardViewController: UITableViewController {
    var columns = [["write", "test"], ["ship"]]
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TaskCell.self, forCellReuseIdentifier: "task")
    }
    override func numberOfSections(in tableView: UITableView) -> Int { columns.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { columns[section].count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
        cell.textLabel?.text = columns[indexPath.section][indexPath.row]
        print("cell for \(indexPath): \(columns[indexPath.section][indexPath.row])")
        return cell
    }
    func move(from: IndexPath, to: IndexPath) {
        columns[to.section].insert(columns[from.section].remove(at: from.row), at: to.row)
        tableView.moveRow(at: from, to: to)
    }
    func addAndFinishFirst(_ title: String) {
        tableView.performBatchUpdates({
            self.columns[0].append(title)
            self.columns[1].append(self.columns[0].removeFirst())
            self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            self.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1))
        }, completion: { _ in print("batch done:", self.columns) })
    }
    deinit { print("deinit BoardViewController") }
}
let window = UIWindow()
var board: BoardViewController? = BoardViewController(style: .plain)
window.rootViewController = board
window.makeKeyAndVisible()
board?.move(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
print(board!.tableView.visibleCells.compactMap { $0.textLabel?.text })
board?.addAndFinishFirst("review")
print(board!.tableView.visibleCells.compactMap { $0.textLabel?.text })
board?.tableView.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 0))
window.rootViewController = nil
board = nil
print("end")
