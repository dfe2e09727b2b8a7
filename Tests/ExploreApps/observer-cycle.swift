// A chat screen that observes the keyboard through NotificationCenter's Combine publisher
// and its typing indicator through a block observer. The publisher's sink captures the
// screen strongly and is stored in the screen's own cancellables: the screen keeps the
// subscription and the subscription keeps the screen, but the notification center keeps
// the subscription too while it is not cancelled; the block observer (whose token the
// screen keeps, to remove it in deinit) captures the screen weakly. After :back the chat
// screen stays, kept through the notification center, one more per visit. Expected by hand:
//   abandoned ChatViewController; growth ChatViewController.
import Combine

final class InboxViewController: UIViewController {
    func openChat() {
        navigationController?.pushViewController(ChatViewController(), animated: true)
    }
}

final class ChatViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private var typingToken: NSObjectProtocol?
    private var keyboardShown = false
    private var typing = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: Notification.Name("keyboardWillShow"))
            .sink { _ in
                self.keyboardShown = true
            }
            .store(in: &cancellables)
        typingToken = NotificationCenter.default.addObserver(forName: Notification.Name("typing"), object: nil,
                                                             queue: .main) { [weak self] _ in
            self?.typing += 1
        }
    }
    deinit {
        if let typingToken { NotificationCenter.default.removeObserver(typingToken) }
        print("ChatViewController deinit")
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: InboxViewController())
window.makeKeyAndVisible()
