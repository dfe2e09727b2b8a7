// Checks a completed swipe down on a sheet (__coordlabSwipeDown(cancel: false)): presentationControllerWillDismiss, viewWillDisappear, viewDidDisappear, presentationControllerDidDismiss (the sheet still alive), then the sheet is released; the presenter gets no appearance callbacks.
// prelude: uikit

/// Logs its lifecycle under its class name.
class Screen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(type(of: self)) viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(type(of: self)) viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\(type(of: self)) viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("\(type(of: self)) viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("\(type(of: self)) viewDidDisappear")
    }
    deinit {
        print("\(type(of: self)) deinit")
    }
}

final class Home: Screen {}
final class Filter: Screen {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("Filter isBeingDismissed: \(isBeingDismissed)")
    }
}

final class FilterCoordinator: UIAdaptivePresentationControllerDelegate {
    let presenter: UIViewController
    init(presenter: UIViewController) {
        self.presenter = presenter
    }
    deinit {
        print("FilterCoordinator deinit")
    }
    func start() {
        let filter = Filter()
        filter.presentationController?.delegate = self
        presenter.present(filter, animated: true)
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        print("delegate willDismiss \(type(of: presentationController.presentedViewController))")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        print("delegate didDismiss \(type(of: presentationController.presentedViewController))")
    }
}

let window = UIWindow()
let home = Home()
window.rootViewController = home
window.makeKeyAndVisible()
let coordinator = FilterCoordinator(presenter: home)
coordinator.start()
print("-- swipe down")
print("swiped: \(__coordlabSwipeDown(cancel: false))")
print("home presents nothing: \(home.presentedViewController == nil)")
print("-- swipe down with nothing presented: \(__coordlabSwipeDown(cancel: false))")
print("-- dismiss(animated:) from code does not call the delegate")
coordinator.start()
home.dismiss(animated: true)
print("end")
