// a storyboard scene made by a creator closure that injects its view model through init?(coder:viewModel:), and one made by init?(coder:) from the annotation alone, both released with the array that keeps them
// prelude: uikit
final class ProfileViewModel {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("ProfileViewModel deinit", name) }
}
final class ProfileViewController: UIViewController {
    let viewModel: ProfileViewModel?
    init?(coder: NSCoder, viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(coder: coder)
    }
    required init?(coder: NSCoder) {
        self.viewModel = nil
        super.init(coder: coder)
    }
    deinit { print("ProfileViewController deinit", viewModel?.name ?? "no model") }
}
let storyboard = UIStoryboard(name: "Main", bundle: nil)
var screens: [UIViewController] = []
let injected = storyboard.instantiateViewController(identifier: "ProfileViewController") { coder in
    ProfileViewController(coder: coder, viewModel: ProfileViewModel(name: "kim"))
}
print(injected.viewModel?.name as Any)
screens.append(injected)
let plain: ProfileViewController = storyboard.instantiateViewController(identifier: "ProfileViewController")
print(plain.viewModel?.name as Any)
screens.append(plain)
print(screens.count)
screens.removeAll()
print("end")
