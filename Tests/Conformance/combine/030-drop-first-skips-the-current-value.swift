// A screen observes a @Published property with dropFirst() to skip the value it already shows; the subscription, with [weak self], ends with the screen.
// prelude: uikit

final class SettingsViewModel {
    @Published var isDarkMode = false
    deinit { print("SettingsViewModel deinit") }
}

final class SettingsScreen {
    let viewModel: SettingsViewModel
    var cancellables = Set<AnyCancellable>()
    init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        print("render, dark:", viewModel.isDarkMode)
        viewModel.$isDarkMode
            .dropFirst()
            .sink { [weak self] dark in self?.changed(to: dark) }
            .store(in: &cancellables)
    }
    func changed(to dark: Bool) { print("re-render, dark:", dark, "was:", viewModel.isDarkMode) }
    deinit { print("SettingsScreen deinit") }
}

let model = SettingsViewModel()
var screen: SettingsScreen? = SettingsScreen(viewModel: model)
model.isDarkMode = true
model.isDarkMode = false
screen = nil
model.isDarkMode = true
print("-- the screen is gone")
let skipTwo = model.$isDarkMode.dropFirst(2).sink { print("after two:", $0) }
model.isDarkMode = false
model.isDarkMode = true
print("-- end")
