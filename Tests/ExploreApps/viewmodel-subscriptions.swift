// Screens whose view models subscribe to things that outlive them. The inbox's view
// model stores a Combine subscription to the app-wide session subject in its own set of
// cancellables, and the sink captures the view model strongly: the view model keeps the
// subscription, the subscription keeps the sink, the sink the view model. The subject
// (a global) keeps the subscription too, so after :back the inbox view model stays,
// kept by the session. The settings' view model registers a block observer with the
// notification center capturing itself weakly, and removes it in deinit: clean.
import Combine

final class Session {
    let unread = CurrentValueSubject<Int, Never>(0)
}
let session = Session()

final class InboxViewModel {
    var cancellables = Set<AnyCancellable>()
    var badge = ""

    init() {
        session.unread.sink { count in
            self.badge = "\(count)"
        }.store(in: &cancellables)
    }
    deinit { print("InboxViewModel deinit") }
}

final class SettingsViewModel {
    var token: NSObjectProtocol?
    var changes = 0

    init() {
        token = NotificationCenter.default.addObserver(forName: Notification.Name("settingsChanged"), object: nil, queue: .main) { [weak self] _ in
            self?.changes += 1
        }
    }
    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
        print("SettingsViewModel deinit")
    }
}

final class HomeViewController: UIViewController {
    func inbox() {
        navigationController?.pushViewController(InboxViewController(viewModel: InboxViewModel()), animated: true)
    }
    func settings() {
        navigationController?.pushViewController(SettingsViewController(viewModel: SettingsViewModel()), animated: true)
    }
}

final class InboxViewController: UIViewController {
    let viewModel: InboxViewModel
    init(viewModel: InboxViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("InboxViewController deinit") }
}

final class SettingsViewController: UIViewController {
    let viewModel: SettingsViewModel
    init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    func reset() {
        NotificationCenter.default.post(name: Notification.Name("settingsChanged"), object: nil)
    }
    deinit { print("SettingsViewController deinit") }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: HomeViewController())
window.makeKeyAndVisible()
