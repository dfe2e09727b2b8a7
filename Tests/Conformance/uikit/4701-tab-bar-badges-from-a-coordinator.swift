// A tab bar coordinator styles its bar and sets badges on the tabs' items as unread counts arrive by notification; the items keep their badge text, color and selected image, the bar reads its items back, and the observer block that captures the coordinator weakly lets it go
// prelude: uikit
import Foundation

extension Notification.Name {
    static let unreadCountChanged = Notification.Name("UnreadCountChanged")
}

final class InboxViewController: UIViewController {
    deinit { print("InboxViewController deinit") }
}

final class ProfileViewController: UIViewController {
    deinit { print("ProfileViewController deinit") }
}

final class MainTabCoordinator {
    let tabBarController = UITabBarController()
    var token: NSObjectProtocol?

    func start() {
        let inbox = InboxViewController()
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), selectedImage: UIImage(systemName: "tray.fill"))
        let profile = ProfileViewController()
        profile.tabBarItem = UITabBarItem(title: "Me", image: UIImage(systemName: "person"), tag: 7)
        profile.tabBarItem.selectedImage = UIImage(systemName: "person.fill")
        tabBarController.viewControllers = [UINavigationController(rootViewController: inbox), UINavigationController(rootViewController: profile)]
        tabBarController.viewControllers?[0].tabBarItem = inbox.tabBarItem
        tabBarController.viewControllers?[1].tabBarItem = profile.tabBarItem
        let bar = tabBarController.tabBar
        bar.isTranslucent = false
        bar.barTintColor = .white
        bar.unselectedItemTintColor = UIColor.gray.withAlphaComponent(0.6)
        bar.tintColor = .systemBlue
        token = NotificationCenter.default.addObserver(forName: .unreadCountChanged, object: nil, queue: .main) { [weak self] note in
            let count = note.userInfo?["count"] as? Int ?? 0
            self?.showUnread(count)
        }
    }

    func showUnread(_ count: Int) {
        let item = tabBarController.viewControllers?.first?.tabBarItem
        item?.badgeValue = count > 0 ? (count > 99 ? "99+" : "\(count)") : nil
        item?.badgeColor = count > 99 ? .systemRed : .systemBlue
    }

    deinit {
        if let token {
            NotificationCenter.default.removeObserver(token)
        }
        print("MainTabCoordinator deinit")
    }
}

let window = UIWindow(frame: UIScreen.main.bounds)
var coordinator: MainTabCoordinator? = MainTabCoordinator()
coordinator!.start()
window.rootViewController = coordinator!.tabBarController
window.makeKeyAndVisible()

let bar = coordinator!.tabBarController.tabBar
print("items:", bar.items?.map { $0.title ?? "-" } ?? [])
print("selected:", bar.selectedItem?.title ?? "-", bar.selectedItem?.selectedImage?.name ?? "-")
print("badge before:", bar.items?[0].badgeValue ?? "none")
for count in [3, 0, 250] {
    NotificationCenter.default.post(name: .unreadCountChanged, object: nil, userInfo: ["count": count])
    print("count", count, "badge:", bar.items?[0].badgeValue ?? "none", "red:", bar.items?[0].badgeColor?.cgColor == UIColor.systemRed.cgColor)
}
print("profile tag:", bar.items?[1].tag ?? -1, "image:", bar.items?[1].selectedImage?.name ?? "-")
print("bar:", bar.isTranslucent, bar.unselectedItemTintColor?.cgColor == UIColor.gray.withAlphaComponent(0.6).cgColor)
window.rootViewController = nil
coordinator = nil
NotificationCenter.default.post(name: .unreadCountChanged, object: nil, userInfo: ["count": 1])
print("badge after the coordinator:", bar.items?.count ?? 0)
