// One screen whose stored closure captures the screen strongly: every visit leaks it.
final class HomeViewController: UIViewController {
    func showProfile() {
        navigationController?.pushViewController(ProfileViewController(), animated: true)
    }
}

final class ProfileViewController: UIViewController {
    var name = "Ada"
    var onSave: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onSave = { print("saved \(self.name)") }
    }
    func save() { onSave?() }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: HomeViewController())
window.makeKeyAndVisible()
