// Child coordinators with an associated output type, started through a generic helper that removes them when they finish
// prelude: uikit
protocol Coordinating: AnyObject {
    associatedtype Output
    var onFinish: ((Output) -> Void)? { get set }
    func start()
}
class FlowHost {
    private var children: [AnyObject] = []
    func startChild<C: Coordinating>(_ child: C, then handle: @escaping (C.Output) -> Void) {
        child.onFinish = { [weak self, unowned child] output in
            self?.children.removeAll { $0 === child }
            handle(output)
        }
        children.append(child)
        child.start()
    }
    var childCount: Int { children.count }
}
struct Photo { let name: String }
final class PickerViewController: UIViewController {
    var picked: ((Photo?) -> Void)?
    deinit { print("deinit PickerViewController") }
}
final class PhotoPickerCoordinator: Coordinating {
    var onFinish: ((Photo?) -> Void)?
    private weak var presenter: UIViewController?
    private lazy var picker: PickerViewController = {
        let picker = PickerViewController()
        picker.picked = { [weak self] photo in self?.close(with: photo) }
        return picker
    }()
    init(presenter: UIViewController) { self.presenter = presenter }
    func start() { presenter?.present(picker, animated: true) }
    private func close(with photo: Photo?) {
        picker.dismiss(animated: true) { [self] in onFinish?(photo) }
    }
    deinit { print("deinit PhotoPickerCoordinator") }
}
final class ConfirmCoordinator: Coordinating {
    var onFinish: ((Bool) -> Void)?
    private weak var presenter: UIViewController?
    init(presenter: UIViewController) { self.presenter = presenter }
    func start() {
        let alert = UIAlertController(title: "Post?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "No", style: .cancel) { _ in self.onFinish?(false) })
        alert.addAction(UIAlertAction(title: "Yes", style: .default) { _ in self.onFinish?(true) })
        presenter?.present(alert, animated: true)
    }
    deinit { print("deinit ConfirmCoordinator") }
}
final class ComposeCoordinator: FlowHost {
    let root = UIViewController()
    func addPhoto() {
        startChild(PhotoPickerCoordinator(presenter: root)) { [weak self] photo in
            print("picked \(photo?.name ?? "nothing"), children \(self?.childCount ?? -1)")
            if photo != nil { self?.confirm() }
        }
    }
    func confirm() {
        startChild(ConfirmCoordinator(presenter: root)) { yes in print("post: \(yes)") }
    }
    deinit { print("deinit ComposeCoordinator") }
}
let window = UIWindow()
var compose: ComposeCoordinator? = ComposeCoordinator()
window.rootViewController = compose?.root
window.makeKeyAndVisible()
compose?.addPhoto()
(compose?.root.presentedViewController as? PickerViewController)?.picked?(nil)
compose?.addPhoto()
(compose?.root.presentedViewController as? PickerViewController)?.picked?(Photo(name: "cat"))
print(compose?.childCount ?? -1)
__coordlabTapAlertAction("Yes")
print(compose?.childCount ?? -1)
compose = nil
window.rootViewController = nil
print("end")
