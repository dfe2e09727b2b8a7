// A UITableViewController is its table's data source and delegate without a cycle: replacing the root frees it, then its table's cells (shown and queued for reuse) in ARC's order.
// prelude: uikit

final class SettingCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func prepareForReuse() {
        super.prepareForReuse()
        print("prepareForReuse \(textLabel?.text ?? "")")
    }
    deinit { print("deinit SettingCell \(textLabel?.text ?? "")") }
}

final class SettingsViewController: UITableViewController {
    var settings = [["Wi-Fi", "Bluetooth"], ["Sounds"]]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SettingCell.self, forCellReuseIdentifier: "setting")
        print("own data source: \(tableView.dataSource === self), style grouped: \(tableView.style == .grouped)")
    }
    override func numberOfSections(in tableView: UITableView) -> Int { settings.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        settings[section].count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.textLabel?.text = settings[indexPath.section][indexPath.row]
        cell.detailTextLabel?.text = "On"
        return cell
    }
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        print("willDisplay \(indexPath) \(cell.textLabel?.text ?? "") \(cell.detailTextLabel?.text ?? "")")
    }
    deinit { print("deinit SettingsViewController") }
}

let window = UIWindow()
window.rootViewController = SettingsViewController(style: .grouped)
window.makeKeyAndVisible()
if let settings = window.rootViewController as? SettingsViewController {
    print("sections \(settings.tableView.numberOfSections), visible \(settings.tableView.visibleCells.count)")
    settings.settings = [["Airplane Mode"]]
    settings.tableView.reloadData()
    print("visible \(settings.tableView.indexPathsForVisibleRows ?? [])")
    print("cell for [1, 0]: \(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) == nil ? "none" : "shown")")
}
print("-- replace the root")
window.rootViewController = UIViewController()
print("end")
