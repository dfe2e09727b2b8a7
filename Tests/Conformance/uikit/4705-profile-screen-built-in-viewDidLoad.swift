// A profile screen builds its view in viewDidLoad as apps write it: subviews ordered with insertSubview and bring/send, found by tag, resized by autoresizing masks, an attributed name label, navigation bar text attributes, several right bar button items (one with a custom view, held strongly) and a back item, a button image per state, a tap recognizer's touch options, a status bar style override and the trait collection
// prelude: uikit
import Foundation

final class Avatar {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("Avatar deinit", name) }
}

final class BadgeView: UIView {
    deinit { print("BadgeView deinit") }
}

final class ProfileViewController: UIViewController {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    let nameLabel = UILabel(frame: CGRect(x: 20, y: 150, width: 350, height: 30))
    let followButton = UIButton(type: .custom)
    var avatar: Avatar? = Avatar(name: "ana")

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.9)
        header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        header.tag = 100
        let background = UIView(frame: header.bounds)
        background.tag = 101
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        header.addSubview(nameLabel)
        header.insertSubview(background, at: 0)
        let shadow = UIView()
        shadow.tag = 102
        header.insertSubview(shadow, belowSubview: nameLabel)
        let glow = UIView()
        glow.tag = 103
        header.insertSubview(glow, aboveSubview: background)
        view.addSubview(header)
        view.addSubview(followButton)
        view.sendSubviewToBack(followButton)
        view.bringSubviewToFront(followButton)

        nameLabel.attributedText = NSAttributedString(string: "Ana Lima", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 22),
            .foregroundColor: UIColor.white,
            .kern: 0.5,
        ])
        followButton.setImage(UIImage(systemName: "plus"), for: .normal)
        followButton.setImage(UIImage(systemName: "checkmark"), for: .selected)
        followButton.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        followButton.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: badge), share]
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "Profile", style: .plain, target: nil, action: nil)
        navigationItem.largeTitleDisplayMode = .never
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationController?.navigationBar.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 34)]

        let tap = UITapGestureRecognizer(target: self, action: Selector("editAvatar"))
        tap.numberOfTapsRequired = 2
        tap.cancelsTouchesInView = false
        header.addGestureRecognizer(tap)
        setNeedsStatusBarAppearanceUpdate()
    }

    deinit { print("ProfileViewController deinit") }
}

final class ProfileCoordinator {
    let navigationController = UINavigationController()

    func start() {
        navigationController.pushViewController(ProfileViewController(), animated: false)
    }

    deinit { print("ProfileCoordinator deinit") }
}

let window = UIWindow(frame: UIScreen.main.bounds)
var coordinator: ProfileCoordinator? = ProfileCoordinator()
coordinator!.start()
window.rootViewController = coordinator!.navigationController
window.makeKeyAndVisible()

weak var profile = coordinator!.navigationController.topViewController as? ProfileViewController
let header = profile!.view.viewWithTag(100)!
print("order:", header.subviews.map { $0.tag })
print("button on top:", profile!.view.subviews.last === profile!.followButton)
print("found:", profile!.view.viewWithTag(103)?.isDescendant(of: header) ?? false, profile!.view.viewWithTag(7) == nil, header.isDescendant(of: profile!.nameLabel))
print("label:", profile!.nameLabel.text ?? "-", profile!.nameLabel.attributedText?.length ?? 0)
profile!.nameLabel.text = "Ana L."
print("label after text:", profile!.nameLabel.attributedText?.string ?? "-")
header.frame.size.width = 430
header.frame.size.height = 260
print("header resized:", header.viewWithTag(101)!.frame, profile!.nameLabel.frame)
let button = profile!.followButton
print("images:", button.image(for: .normal)?.name ?? "-", button.image(for: .selected)?.name ?? "-", button.image(for: .highlighted)?.name ?? "-", button.contentEdgeInsets.left)
let item = profile!.navigationItem
print("right items:", item.rightBarButtonItems?.count ?? 0, item.rightBarButtonItem?.customView is BadgeView, item.backBarButtonItem?.title ?? "-")
let bar = coordinator!.navigationController.navigationBar
print("title attributes:", bar.titleTextAttributes?.count ?? 0, bar.titleTextAttributes?[.foregroundColor] != nil, bar.largeTitleTextAttributes?[.font] is UIFont)
let tap = header.gestureRecognizers!.first as! UITapGestureRecognizer
print("tap:", tap.numberOfTapsRequired, tap.cancelsTouchesInView, tap.delaysTouchesBegan, tap.delaysTouchesEnded)
print("status bar:", profile!.preferredStatusBarStyle == .lightContent, profile!.prefersStatusBarHidden)
print("traits:", profile!.traitCollection.userInterfaceStyle == .light, profile!.traitCollection.horizontalSizeClass == .compact)
coordinator!.navigationController.overrideUserInterfaceStyle = .dark
print("dark:", profile!.traitCollection.userInterfaceStyle == .dark)
item.rightBarButtonItem = nil
print("right items after clearing:", item.rightBarButtonItems == nil)
window.rootViewController = nil
coordinator = nil
print("profile freed:", profile == nil)
