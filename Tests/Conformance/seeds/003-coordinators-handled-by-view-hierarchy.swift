// Checks seed 003 (003_5878d07fcd5e540a.txt, coordinators handled by the view hierarchy): view controller -> view model -> coordinator, all strong, no child list; several view models share one coordinator, which goes with the last of its screens however they leave (pop, swipe, popToRoot, swipe down); one leaking screen keeps its whole flow alive.
// prelude: uikit
//
// Written afresh in the shape of the seed. Who holds whom:
//   window -> UINavigationController -> [screens]      (the view hierarchy)
//   ViewController.viewModel -> view model              (strong, `let`)
//   view model.delegate -> coordinator                  (strong, `let`, the protocol is not class-bound)
//   coordinator.navigationViewController ⇢ navigation   (weak: "not to double retain")
//   parent coordinators create children and do not keep them
// The seed shows the roles only; the screens of the journey (Home, Profile,
// Settings, an Avatar sheet and a leaky Followers screen) are filled in.

// MARK: - Home flow

protocol HomeViewModelDelegate {
    func showProfile()
}

protocol HomeViewModelType {
    func didTapProfile()
}

final class HomeViewModel: HomeViewModelType {
    let delegate: HomeViewModelDelegate
    init(delegate: HomeViewModelDelegate) {
        self.delegate = delegate
    }
    func didTapProfile() {
        delegate.showProfile()
    }
}

final class HomeViewController: UIViewController {
    let viewModel: HomeViewModelType
    init(viewModel: HomeViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class HomeCoordinator {
    weak var navigationViewController: UINavigationController?

    init(navigationViewController: UINavigationController) {
        self.navigationViewController = navigationViewController
    }

    deinit {
        print("HomeCoordinator deinit")
    }

    func start() {
        let viewController = HomeViewController(viewModel: HomeViewModel(delegate: self))
        navigationViewController?.pushViewController(viewController, animated: false)
    }
}

extension HomeCoordinator: HomeViewModelDelegate {
    func showProfile() {
        // Created, started, forgotten: the screens it pushes keep it alive.
        ProfileCoordinator(navigationViewController: navigationViewController!).start()
    }
}

// MARK: - Profile flow: three screens, one coordinator

protocol ProfileViewModelDelegate {
    func showSettings()
    func showAvatar()
    func showFollowers()
    func close()
}

enum ProfileAction {
    case settings
    case avatar
    case followers
    case close
}

protocol ProfileViewModelType {
    var name: String { get }
    func didTap(_ action: ProfileAction)
}

final class ProfileViewModel: ProfileViewModelType {
    let delegate: ProfileViewModelDelegate
    let name: String
    init(delegate: ProfileViewModelDelegate, name: String) {
        self.delegate = delegate
        self.name = name
    }
    deinit {
        print("\(name)ViewModel deinit")
    }
    func didTap(_ action: ProfileAction) {
        switch action {
        case .settings:
            delegate.showSettings()
        case .avatar:
            delegate.showAvatar()
        case .followers:
            delegate.showFollowers()
        case .close:
            delegate.close()
        }
    }
}

class ProfileScreen: UIViewController {
    let viewModel: ProfileViewModelType
    init(viewModel: ProfileViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    deinit {
        print("\(viewModel.name)ViewController deinit")
    }
}

final class ProfileViewController: ProfileScreen {}
final class SettingsViewController: ProfileScreen {}
final class AvatarViewController: ProfileScreen {}

/// A screen with a retain cycle: its refresh closure captures self strongly.
final class FollowersViewController: ProfileScreen {
    var onRefresh: (() -> Void)?
    override func viewDidLoad() {
        super.viewDidLoad()
        onRefresh = {
            print("refreshing \(self.viewModel.name)")
        }
    }
}

final class ProfileCoordinator {
    weak var navigationViewController: UINavigationController?

    init(navigationViewController: UINavigationController) {
        self.navigationViewController = navigationViewController
        print("ProfileCoordinator init")
    }

    deinit {
        print("ProfileCoordinator deinit")
    }

    func start() {
        let viewModel = ProfileViewModel(delegate: self, name: "Profile")
        navigationViewController?.pushViewController(ProfileViewController(viewModel: viewModel), animated: true)
    }
}

extension ProfileCoordinator: ProfileViewModelDelegate {
    func showSettings() {
        let viewModel = ProfileViewModel(delegate: self, name: "Settings")
        navigationViewController?.pushViewController(SettingsViewController(viewModel: viewModel), animated: true)
    }

    func showAvatar() {
        let viewModel = ProfileViewModel(delegate: self, name: "Avatar")
        navigationViewController?.present(AvatarViewController(viewModel: viewModel), animated: true)
    }

    func showFollowers() {
        let viewModel = ProfileViewModel(delegate: self, name: "Followers")
        navigationViewController?.pushViewController(FollowersViewController(viewModel: viewModel), animated: true)
    }

    func close() {
        navigationViewController?.popToRootViewController(animated: true)
    }
}

// MARK: - The journey

/// A tap on the top screen: UIKit holds it for the call.
func tap(_ action: ProfileAction) {
    let screen = __coordlabTopViewController() as! ProfileScreen
    screen.viewModel.didTap(action)
}

func tapProfileOnHome() {
    let home = __coordlabTopViewController() as! HomeViewController
    home.viewModel.didTapProfile()
}

let window = UIWindow()
let navigation = UINavigationController()
HomeCoordinator(navigationViewController: navigation).start()
window.rootViewController = navigation
window.makeKeyAndVisible()

print("== 1. Profile -> Settings, back, back: the coordinator goes with its last screen")
print("-- tap Profile on Home: HomeCoordinator creates a ProfileCoordinator and forgets it")
tapProfileOnHome()
print("-- tap Settings: a second view model holds the same coordinator")
tap(.settings)
print("-- back from Settings: ProfileViewModel still holds the coordinator")
__coordlabBack()
print("-- back from Profile")
__coordlabBack()

print("== 2. Profile -> Settings, swipe back twice")
tapProfileOnHome()
tap(.settings)
print("-- swipe back")
__coordlabSwipeBack(cancel: false)
print("-- swipe back")
__coordlabSwipeBack(cancel: false)

print("== 3. Profile -> Settings, close (popToRoot)")
tapProfileOnHome()
tap(.settings)
print("-- tap close on Settings: popToRootViewController releases Profile then Settings (stack order), the coordinator last")
tap(.close)

print("== 4. Profile -> Avatar sheet: back under the sheet is impossible; swipe the sheet down, then back")
tapProfileOnHome()
tap(.avatar)
print("-- back while the sheet is up: \(__coordlabBack() ? "popped" : "no back button on the sheet")")
print("-- swipe the sheet down: the Avatar screen and its view model go; Profile still holds the coordinator")
__coordlabSwipeDown(cancel: false)
print("-- back")
__coordlabBack()

print("== 5. The downside: Profile -> Followers (leaks), back, back: the coordinator never goes")
tapProfileOnHome()
tap(.followers)
print("-- back from Followers: no deinit")
__coordlabBack()
print("-- back from Profile")
__coordlabBack()
print("-- no ProfileCoordinator deinit: the leaked Followers screen keeps its view model and the whole flow")
