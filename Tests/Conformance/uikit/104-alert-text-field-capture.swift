// UIKIT: an alert handler that reads the alert's own text field: a strong capture of the alert is a cycle (alert -> action -> handler -> alert) that outlives the tap; [weak alert] lets it go; a system bar button item keeps no target
// prelude: uikit

final class RenameAlert: UIAlertController {
    deinit { print("deinit RenameAlert \(title ?? "-")") }
}

final class ListViewController: UIViewController {
    var name = "Inbox"
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Selector("rename"))
    }
    func rename(weakly: Bool) {
        let alert = RenameAlert(title: weakly ? "weak" : "strong", message: nil, preferredStyle: .alert)
        alert.addTextField { [weak self] field in
            field.text = self?.name
            field.placeholder = "Name"
        }
        if weakly {
            alert.addAction(UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
                self?.name = (alert?.textFields?.first?.text ?? "") + "!"
            })
        } else {
            alert.addAction(UIAlertAction(title: "Save", style: .default) { [weak self] _ in
                self?.name = (alert.textFields?.first?.text ?? "") + "?"
            })
        }
        present(alert, animated: true)
    }
    deinit { print("deinit ListViewController") }
}

let window = UIWindow()
var list: ListViewController? = ListViewController()
window.rootViewController = list
window.makeKeyAndVisible()
print(list!.navigationItem.rightBarButtonItem?.target === list)
list?.rename(weakly: false)
print(__coordlabTapAlertAction("Save"), list!.name)
print("-- the strong alert is still alive")
list?.rename(weakly: true)
print(__coordlabTapAlertAction("Save"), list!.name)
window.rootViewController = nil
list = nil
print("end")
