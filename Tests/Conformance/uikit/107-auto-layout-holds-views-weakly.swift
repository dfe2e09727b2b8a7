// UIKIT: Auto Layout constraints (anchors, activate, isActive) hold their views weakly; an active constraint is kept by the view it is installed on, so a screen's layout keeps no view alive
// prelude: uikit

final class Badge: UIView {
    deinit { print("deinit Badge") }
}
final class ProfileViewController: UIViewController {
    let badge = Badge()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .darkGray
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            badge.widthAnchor.constraint(equalToConstant: 44),
        ])
        badge.heightAnchor.constraint(equalTo: badge.widthAnchor).isActive = true
        print("constraints", badge.constraints.count)
    }
    deinit { print("deinit ProfileViewController") }
}
let nav = UINavigationController(rootViewController: UIViewController())
var screen: ProfileViewController? = ProfileViewController()
nav.pushViewController(screen!, animated: false)
_ = screen!.view
weak var kept = screen!.badge.constraints.first
print(kept?.isActive ?? false, kept?.firstItem === screen!.badge, kept?.secondItem === screen!.view)
screen = nil
nav.popViewController(animated: false)
print("popped", kept == nil)
