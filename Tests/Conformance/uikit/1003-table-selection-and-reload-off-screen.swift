// A tap asks willSelectRowAt (which may cancel it), tells didDeselectRowAt for the row selected before, then didSelectRowAt; back on the list, super.viewWillAppear clears the selection, then the reload asked for off screen runs.
// prelude: uikit

final class InboxViewController: UITableViewController {
    var messages = ["Welcome", "Invoice", "Spam"]
    var open: ((String) -> Void)?
    override func viewWillAppear(_ animated: Bool) {
        print("viewWillAppear, selected: \(tableView.indexPathForSelectedRow?.description ?? "none")")
        super.viewWillAppear(animated)
        print("after super: \(tableView.indexPathForSelectedRow?.description ?? "none")")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        print("asked for rows: \(messages.count)")
        return messages.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "message")
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        return messages[indexPath.row] == "Spam" ? nil : indexPath
    }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        print("didDeselect \(indexPath)")
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("didSelect \(indexPath)")
        open?(messages[indexPath.row])
    }
    deinit { print("deinit InboxViewController") }
}

final class MessageViewController: UIViewController {
    deinit { print("deinit MessageViewController") }
}

let navigation = UINavigationController()
let inbox = InboxViewController()
inbox.clearsSelectionOnViewWillAppear = true
navigation.viewControllers = [inbox]
let window = UIWindow()
window.rootViewController = navigation
window.makeKeyAndVisible()
print("tap Spam: \(__coordlabSelect(2, 0)), selected: \(inbox.tableView.indexPathForSelectedRow?.description ?? "none")")
print("tap Welcome: \(__coordlabSelect(0, 0))")
inbox.open = { [weak navigation] title in
    print("open \(title)")
    navigation?.pushViewController(MessageViewController(), animated: true)
}
print("tap Invoice: \(__coordlabSelect(1, 0))")
print("back: \(__coordlabBack())")
print("tap Invoice again: \(__coordlabSelect(1, 0))")
inbox.messages.removeLast()
inbox.tableView.reloadData()
print("reloaded off screen, back: \(__coordlabBack())")
print("visible: \(inbox.tableView.indexPathsForVisibleRows ?? [])")
