// A note screen asks before deleting: its alert's Delete action captures the screen
// strongly, and the screen keeps the alert in a property to enable it later. While the
// alert is up the screen keeps it (and so the action and its handler, which keeps the
// screen): after Delete or Cancel, the screen still keeps the alert, and popping the note
// leaks the screen and its alert.
final class ListCoordinator {
    let navigationController = UINavigationController()

    func start() {
        let list = ListViewController()
        list.coordinator = self
        navigationController.pushViewController(list, animated: false)
    }
    func showNote() {
        navigationController.pushViewController(NoteViewController(), animated: true)
    }
}

final class ListViewController: UIViewController {
    weak var coordinator: ListCoordinator?
    func openNote() { coordinator?.showNote() }
}

final class NoteViewController: UIViewController {
    var confirmation: UIAlertController?
    var deleted = false

    func askToDelete() {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            self.deleted = true
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        confirmation = alert
        present(alert, animated: true)
    }
    deinit { print("NoteViewController deinit") }
}

let window = UIWindow()
let coordinator = ListCoordinator()
coordinator.start()
window.rootViewController = coordinator.navigationController
window.makeKeyAndVisible()
