// A photo picker flow: a child coordinator as the image picker's delegate, finished by a pick or a cancel, removed by its parent in the dismissal's completion
// prelude: uikit
import Foundation

final class ProfileViewController: UIViewController {
    var onPickPhoto: (() -> Void)?
    var photo: UIImage?
    deinit { print("ProfileViewController deinit") }
}

final class PhotoPickerCoordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    private let presenter: UIViewController
    var onFinish: ((UIImage?) -> Void)?
    init(presenter: UIViewController) { self.presenter = presenter }

    func start() {
        guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { print("no library"); return }
        print("camera available:", UIImagePickerController.isSourceTypeAvailable(.camera))
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = true
        picker.delegate = self
        presenter.present(picker, animated: true)
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        let image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
        picker.dismiss(animated: true) { [weak self] in self?.onFinish?(image) }
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true) { self.onFinish?(nil) }
    }
    deinit { print("PhotoPickerCoordinator deinit") }
}

final class ProfileCoordinator {
    let navigationController: UINavigationController
    var children: [AnyObject] = []
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let vc = ProfileViewController()
        vc.onPickPhoto = { [weak self, weak vc] in
            guard let self = self, let vc = vc else { return }
            let picker = PhotoPickerCoordinator(presenter: vc)
            picker.onFinish = { [weak self, weak picker, weak vc] image in
                vc?.photo = image
                print("picked:", image == nil ? "nothing" : "a photo")
                if let picker = picker { self?.children.removeAll { $0 === picker } }
            }
            self.children.append(picker)
            picker.start()
        }
        navigationController.pushViewController(vc, animated: false)
    }
}

let window = UIWindow(frame: UIScreen.main.bounds)
let nav = UINavigationController()
window.rootViewController = nav
window.makeKeyAndVisible()
let profile = ProfileCoordinator(navigationController: nav)
profile.start()

func pick(cancel: Bool) {
    (nav.topViewController as? ProfileViewController)?.onPickPhoto?()
    guard let picker = nav.presentedViewController as? UIImagePickerController else { print("nothing presented"); return }
    print(picker.sourceType == .photoLibrary, picker.allowsEditing, picker.viewControllers.count)
    let delegate = picker.delegate as? UIImagePickerControllerDelegate
    if cancel {
        delegate?.imagePickerControllerDidCancel(picker)
    } else {
        delegate?.imagePickerController(picker, didFinishPickingMediaWithInfo: [.originalImage: UIImage()])
    }
    print("children:", profile.children.count, "presented:", nav.presentedViewController != nil)
}
pick(cancel: false)
pick(cancel: true)
print((nav.topViewController as? ProfileViewController)?.photo == nil)
print("end")
