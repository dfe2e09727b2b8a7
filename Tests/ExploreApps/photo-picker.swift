// A profile screen whose photo picking runs in a child coordinator, finished only by the
// picker's delegate: a swipe down of the picker tells no picker delegate, so the child is
// abandoned unless its presentation controller's delegate is told. The share sheet's handler
// runs on its swipe down and keeps nothing.
final class ProfileViewController: UIViewController {
    weak var coordinator: ProfileCoordinator?
    func changePhoto() { coordinator?.pickPhoto() }
    func share() { coordinator?.share(from: self) }
}

final class PhotoPickerCoordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate {
    let presenter: UIViewController
    var onFinish: (() -> Void)?
    init(presenter: UIViewController) { self.presenter = presenter }
    func start() {
        let picker = UIImagePickerController()
        picker.delegate = self
        presenter.present(picker, animated: true)
    }
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
        onFinish?()
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onFinish?()
    }
}

final class ProfileCoordinator {
    let navigationController = UINavigationController()
    var children: [AnyObject] = []
    func start() {
        let profile = ProfileViewController()
        profile.coordinator = self
        navigationController.pushViewController(profile, animated: false)
    }
    func pickPhoto() {
        let picker = PhotoPickerCoordinator(presenter: navigationController)
        picker.onFinish = { [weak self, unowned picker] in self?.children.removeAll { $0 === picker } }
        children.append(picker)
        picker.start()
    }
    func share(from screen: UIViewController) {
        let sheet = UIActivityViewController(activityItems: ["profile"], applicationActivities: nil)
        sheet.completionWithItemsHandler = { [weak self] _, _, _, _ in print("share closed", self?.children.count ?? -1) }
        screen.present(sheet, animated: true)
    }
}

let window = UIWindow()
let coordinator = ProfileCoordinator()
coordinator.start()
window.rootViewController = coordinator.navigationController
window.makeKeyAndVisible()
