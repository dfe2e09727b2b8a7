// A selector observer that removes itself in deinit, and a block observer removed by name: removeObserver(_:name:object:) leaves other names registered.
// prelude: uikit

extension Notification.Name {
    static let refresh = Notification.Name("refresh")
    static let reload = Notification.Name("reload")
}

final class FeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: Selector("refresh:"), name: .refresh, object: nil)
    }
    func refresh(_ note: Notification) {}
    deinit {
        NotificationCenter.default.removeObserver(self)
        print("FeedViewController deinit")
    }
}

var feed: FeedViewController? = FeedViewController()
feed!.loadViewIfNeeded()
let token = NotificationCenter.default.addObserver(forName: .reload, object: nil, queue: nil) { _ in print("reload") }
NotificationCenter.default.removeObserver(token, name: .refresh, object: nil)
NotificationCenter.default.post(name: .reload, object: nil)
NotificationCenter.default.removeObserver(token, name: .reload, object: nil)
NotificationCenter.default.post(name: .reload, object: nil)
feed = nil
print("-- done")
