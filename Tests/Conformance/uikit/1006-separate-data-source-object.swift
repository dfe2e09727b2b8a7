// A data source object of its own: the table holds it weakly, so one nobody else keeps dies at once and the table shows no rows; kept in a property, it lives as long as its screen.
// prelude: uikit

final class FruitDataSource: NSObject, UITableViewDataSource {
    let fruits: [String]
    init(fruits: [String]) { self.fruits = fruits }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = fruits[indexPath.row]
        print("cell for \(fruits[indexPath.row])")
        return cell
    }
    deinit { print("deinit FruitDataSource \(fruits.count)") }
}

class ForgetfulViewController: UIViewController {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.dataSource = FruitDataSource(fruits: ["fig"])
        print("data source set: \(tableView.dataSource != nil)")
    }
    deinit { print("deinit \(type(of: self))") }
}

final class KeepingViewController: ForgetfulViewController {
    let dataSource = FruitDataSource(fruits: ["apple", "banana", "cherry", "date"])
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = dataSource
    }
}

let window = UIWindow()
window.rootViewController = ForgetfulViewController()
window.makeKeyAndVisible()
print("-- keeping")
window.rootViewController = KeepingViewController()
window.makeKeyAndVisible()
if let screen = window.rootViewController as? KeepingViewController {
    print("rows shown in 100 points: \(screen.tableView.visibleCells.count) of \(screen.tableView.numberOfRows(inSection: 0))")
}
print("-- replace the root")
window.rootViewController = nil
print("end")
