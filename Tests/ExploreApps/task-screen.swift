// A screen whose task captures it strongly and sleeps: after :back the task keeps the popped screen until it wakes.
import UIKit
final class DetailViewController: UIViewController {
    var task: Task<Void, Never>?
    override func viewDidLoad() {
        super.viewDidLoad()
        task = Task { [self] in
            try? await Task.sleep(for: .seconds(5))
            _ = self
            print("loaded")
        }
    }
    deinit { print("deinit Detail") }
}
final class HomeViewController: UIViewController {
    func openDetail() { navigationController?.pushViewController(DetailViewController(), animated: true) }
}
let nav = UINavigationController(rootViewController: HomeViewController())
let window = UIWindow()
window.rootViewController = nav
window.makeKeyAndVisible()
