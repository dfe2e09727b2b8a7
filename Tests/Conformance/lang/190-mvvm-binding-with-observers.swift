// LANG: MVVM-style bindings: a view model's didSet notifies a closure, a screen rebinds when its view model is replaced
class ProfileViewModel {
    var onChange: ((String) -> Void)?
    var name: String {
        didSet { onChange?(name) }
    }
    var isLoading = false {
        willSet { if newValue != isLoading { print(newValue ? "spinner on" : "spinner off") } }
    }
    init(name: String) { self.name = name }
    deinit { print("deinit ProfileViewModel \(name)") }
}

class ProfileScreen {
    var label = ""
    var viewModel: ProfileViewModel! {
        didSet {
            print("binding \(viewModel.name)")
            viewModel.onChange = { [weak self] text in self?.label = text }
            label = viewModel.name
        }
    }
    deinit { print("deinit ProfileScreen") }
}

var screen: ProfileScreen? = ProfileScreen()
screen!.viewModel = ProfileViewModel(name: "kim")
print(screen!.label)
screen!.viewModel.name = "lee"
print(screen!.label)
screen!.viewModel.isLoading = true
screen!.viewModel.isLoading = true
screen!.viewModel.isLoading = false
screen!.viewModel = ProfileViewModel(name: "park")
print(screen!.label)
screen = nil
print("end")
