// ERRORS: a missing member inside a function that never runs is still refused
final class SettingsViewModel {
    var title = "Settings"
    func reload() { print("reload") }
}
final class SettingsScreen {
    let viewModel = SettingsViewModel()
    func didTapRefresh() {
        viewModel.refresh()
    }
}
print("SettingsScreen made")
let screen = SettingsScreen()
screen.viewModel.reload()
