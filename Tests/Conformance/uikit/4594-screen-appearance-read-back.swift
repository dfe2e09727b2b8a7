// Screens configured as real apps configure them: large titles per item, a title view the item holds, a detail pushed hiding the tab bar, a cross-dissolve modal, separators, accessibility identifiers and a moved center, each read back, and what the items hold freed with their screens
// prelude: uikit
import Foundation

final class LogoView: UIView {
    deinit { print("deinit LogoView") }
}

final class FeedViewController: UITableViewController {
    deinit { print("deinit FeedViewController") }
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.titleView = LogoView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        tableView.separatorStyle = .none
        tableView.separatorColor = .separator
        tableView.accessibilityIdentifier = "feed.table"
        overrideUserInterfaceStyle = .dark
    }
}

final class PostViewController: UIViewController {
    let postID: Int
    init(postID: Int) {
        self.postID = postID
        super.init(nibName: nil, bundle: nil)
        hidesBottomBarWhenPushed = true
    }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("deinit PostViewController \(postID)") }
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badge.center = CGPoint(x: 100, y: 50)
        badge.accessibilityLabel = "Unread"
        view.addSubview(badge)
        print("badge at", badge.frame.origin.x, badge.frame.origin.y, "center", badge.center.x, badge.center.y, badge.accessibilityLabel ?? "")
    }
}

final class FeedCoordinator {
    let navigationController = UINavigationController()
    deinit { print("deinit FeedCoordinator") }
    func start() {
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.navigationBar.barTintColor = .systemBackground
        navigationController.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
        navigationController.setViewControllers([FeedViewController()], animated: false)
    }
    func showPost(_ id: Int) {
        navigationController.pushViewController(PostViewController(postID: id), animated: false)
    }
    func showShare() {
        let share = UIViewController()
        share.modalTransitionStyle = .crossDissolve
        share.modalPresentationStyle = .overFullScreen
        share.preferredContentSize = CGSize(width: 320, height: 200)
        navigationController.present(share, animated: false)
        print("share:", share.modalTransitionStyle, share.modalPresentationStyle, share.preferredContentSize.width)
    }
}

let tabBarController = UITabBarController()
let window = UIWindow(frame: .zero)
var feed: FeedCoordinator? = FeedCoordinator()
feed?.start()
tabBarController.setViewControllers([feed!.navigationController], animated: false)
window.rootViewController = tabBarController
window.makeKeyAndVisible()
if let top = feed?.navigationController.topViewController as? FeedViewController {
    print("feed:", top.navigationItem.largeTitleDisplayMode, top.tableView.separatorStyle, top.tableView.accessibilityIdentifier ?? "",
          top.overrideUserInterfaceStyle, top.navigationItem.titleView is LogoView, top.hidesBottomBarWhenPushed)
}
feed?.showPost(7)
if let post = feed?.navigationController.topViewController as? PostViewController {
    print("post:", post.hidesBottomBarWhenPushed, post.navigationItem.largeTitleDisplayMode, post.view.overrideUserInterfaceStyle)
}
feed?.showShare()
feed?.navigationController.dismiss(animated: false)
feed?.navigationController.popViewController(animated: false)
tabBarController.setViewControllers([], animated: false)
feed = nil
print("end")
