// A settings screen built from switches, a segmented control, a slider and a stepper: actions held by the controls, the screen released with them
// prelude: uikit
final class SettingsViewModel {
    var notifications = false
    var theme = 0
    var volume: Float = 0.5
    var retries = 3.0
    func summary() -> String { "notifications=\(notifications) theme=\(theme) volume=\(volume) retries=\(retries)" }
    deinit { print("SettingsViewModel deinit") }
}

final class SettingsViewController: UIViewController {
    let viewModel = SettingsViewModel()
    let toggle = UISwitch()
    let themes = UISegmentedControl(items: ["Light", "Dark", "Auto"])
    let volume = UISlider()
    let retries = UIStepper()
    let spinner = UIActivityIndicatorView(style: .large)

    override func viewDidLoad() {
        super.viewDidLoad()
        for control in [toggle, themes, volume, retries] as [UIControl] { view.addSubview(control) }
        view.addSubview(spinner)
        toggle.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.viewModel.notifications = self.toggle.isOn
        }, for: .valueChanged)
        themes.addAction(UIAction { [unowned self] _ in self.viewModel.theme = self.themes.selectedSegmentIndex }, for: .valueChanged)
        volume.addAction(UIAction { _ in self.viewModel.volume = self.volume.value }, for: .valueChanged)
        retries.maximumValue = 5
        print("segments", themes.numberOfSegments, themes.selectedSegmentIndex, themes.titleForSegment(at: 1) ?? "-")
        print("spinner hidden", spinner.isHidden, spinner.style == .large)
    }

    func userChangesEverything() {
        toggle.setOn(true, animated: true)
        toggle.sendActions(for: .valueChanged)
        themes.selectedSegmentIndex = 2
        themes.sendActions(for: .valueChanged)
        volume.setValue(3, animated: false)
        volume.sendActions(for: .valueChanged)
        retries.value = min(retries.value + retries.stepValue, retries.maximumValue)
        viewModel.retries = retries.value
        spinner.startAnimating()
        print(viewModel.summary(), spinner.isAnimating, spinner.isHidden)
        spinner.stopAnimating()
    }

    deinit { print("SettingsViewController deinit") }
}

let window = UIWindow(frame: UIScreen.main.bounds)
let navigation = UINavigationController(rootViewController: UIViewController())
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(SettingsViewController(), animated: false)
(navigation.topViewController as? SettingsViewController)?.userChangesEverything()
themesInsertion: do {
    let extra = UISegmentedControl(items: nil)
    extra.insertSegment(withTitle: "One", at: 5, animated: false)
    extra.insertSegment(withTitle: "Zero", at: 0, animated: false)
    print((0..<extra.numberOfSegments).map { extra.titleForSegment(at: $0) ?? "?" })
    if extra.numberOfSegments > 1 { break themesInsertion }
    print("not reached")
}
navigation.popViewController(animated: false)
print("popped: the volume action captures self strongly, so the screen and its view model stay")
print(navigation.viewControllers.count)
