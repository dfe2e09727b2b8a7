// A popped screen whose asyncAfter block captures self strongly lives until the block has run, then is freed.
// prelude: uikit

final class HomeViewController: UIViewController {
    deinit { print("HomeViewController deinit") }
}

final class UploadViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            print("upload finished on \(type(of: self))")
        }
    }
    deinit { print("UploadViewController deinit") }
}

let window = UIWindow()
let navigation = UINavigationController(rootViewController: HomeViewController())
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(UploadViewController(), animated: true)
print("-- pop")
navigation.popViewController(animated: true)
print("-- one second: still alive")
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("-- another second: the block runs and lets go")
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("-- done")
