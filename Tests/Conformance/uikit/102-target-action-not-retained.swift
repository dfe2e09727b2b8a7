// UIKIT: target-action keeps no target (controls, bar button items, gesture recognizers), while the view keeps its recognizers and subviews and a UIAction keeps what its handler captures; UIApplication's delegate is weak
// prelude: uikit

final class Model {
    deinit { print("deinit Model") }
}

final class ProfileViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    let model = Model()
    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addTarget(self, action: Selector("save"), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: Selector("edit"))
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("dismissKeyboard")))
        view.addSubview(saveButton)
    }
    func save() { print("save") }
    deinit { print("deinit ProfileViewController") }
}

final class AppDelegate: UIApplicationDelegate {
    deinit { print("deinit AppDelegate") }
}

var profile: ProfileViewController? = ProfileViewController()
profile?.loadViewIfNeeded()
let button = profile!.saveButton
let recognizer = profile!.view.gestureRecognizers!.first!
print(button.allTargets.count, recognizer.view === profile?.view, button.superview === profile?.view)
print(profile?.navigationItem.rightBarButtonItem?.action == Selector("edit"))
let model = profile!.model
button.addAction(UIAction(title: "log") { _ in print("uses", model) }, for: .touchUpInside)
profile = nil
print("screen gone; targets left:", button.allTargets.count, recognizer.view == nil)
button.sendActions(for: .touchUpInside)
button.removeTarget(nil, action: nil, for: .touchUpInside)

var delegate: AppDelegate? = AppDelegate()
UIApplication.shared.delegate = delegate
print(UIApplication.shared.delegate != nil)
delegate = nil
print(UIApplication.shared.delegate == nil)
