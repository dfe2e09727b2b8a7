// A chat screen observes the app's life-cycle and keyboard notifications by UIKit's names (block and selector observers), reads the keyboard frame from the userInfo keys, and removes its observers in deinit; a block capturing the screen strongly would keep it, so it captures it weakly, and posts after the screen is gone reach no one
// prelude: uikit
import Foundation

final class ChatViewController: UIViewController {
    let messageField = UITextField()
    var tokens: [NSObjectProtocol] = []
    var bottomInset: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(messageField)
        let center = NotificationCenter.default
        tokens.append(center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in
            self?.refresh(reason: "became active")
        })
        tokens.append(center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { [weak self] _ in
            self?.view.endEditing(true)
            print("resigning active, editing:", self?.messageField.isFirstResponder ?? false)
        })
        tokens.append(center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { _ in
            print("in the background")
        })
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                  let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
            self?.bottomInset = frame.height
            print("keyboard will show:", frame.height, "over", duration)
        })
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.bottomInset = 0
            print("keyboard will hide")
        })
        center.addObserver(self, selector: Selector("memoryWarning"), name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
    }

    func refresh(reason: String) {
        print("refresh:", reason)
    }

    deinit {
        for token in tokens {
            NotificationCenter.default.removeObserver(token)
        }
        NotificationCenter.default.removeObserver(self)
        print("ChatViewController deinit")
    }
}

final class ChatCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showChat() {
        navigationController.pushViewController(ChatViewController(), animated: false)
    }

    func close() {
        navigationController.popToRootViewController(animated: false)
    }

    deinit { print("ChatCoordinator deinit") }
}

let window = UIWindow(frame: UIScreen.main.bounds)
let navigation = UINavigationController(rootViewController: UIViewController())
window.rootViewController = navigation
window.makeKeyAndVisible()
var coordinator: ChatCoordinator? = ChatCoordinator(navigationController: navigation)
coordinator!.showChat()
weak var chat = navigation.topViewController as? ChatViewController
print("names:", UIApplication.didBecomeActiveNotification.rawValue, UIResponder.keyboardWillShowNotification.rawValue)
print("focus:", chat!.messageField.becomeFirstResponder())
let center = NotificationCenter.default
center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
    UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 508, width: 390, height: 336),
    UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
])
print("inset:", chat!.bottomInset)
center.post(name: UIApplication.willResignActiveNotification, object: nil)
center.post(name: UIResponder.keyboardWillHideNotification, object: nil)
center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
center.post(name: UIApplication.willEnterForegroundNotification, object: nil)
center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
coordinator!.close()
coordinator = nil
print("chat freed:", chat == nil)
center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
print("done")
