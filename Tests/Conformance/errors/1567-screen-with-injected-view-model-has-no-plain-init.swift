// ERRORS: a screen that declares its own designated initializer (an injected view model) inherits none of UIViewController's, so `ProfileViewController()` is refused in swiftc's words instead of running with no view model
// prelude: uikit
final class ProfileViewModel {
    let name = "Ada"
    deinit { print("deinit ProfileViewModel") }
}

final class ProfileViewController: UIViewController {
    let viewModel: ProfileViewModel
    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

let screen = ProfileViewController()
print(screen.viewModel.name)
