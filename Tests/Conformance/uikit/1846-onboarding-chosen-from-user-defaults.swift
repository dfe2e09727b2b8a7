// an app coordinator choosing onboarding or home from UserDefaults (empty at launch, as a fresh install), finishing onboarding sets the flag and frees its flow
// prelude: uikit
final class OnboardingCoordinator {
    var onFinish: (() -> Void)?
    func finish() {
        UserDefaults.standard.set(true, forKey: "hasOnboarded")
        UserDefaults.standard.set(UserDefaults.standard.integer(forKey: "launches") + 1, forKey: "launches")
        onFinish?()
    }
    deinit { print("OnboardingCoordinator deinit") }
}

final class AppCoordinator {
    private let defaults: UserDefaults
    private var onboarding: OnboardingCoordinator?
    init(defaults: UserDefaults = .standard) { self.defaults = defaults }

    func start() {
        defaults.register(defaults: ["theme": "light", "retries": 3])
        if defaults.bool(forKey: "hasOnboarded") {
            print("home, theme", defaults.string(forKey: "theme") ?? "-")
        } else {
            let flow = OnboardingCoordinator()
            flow.onFinish = { [weak self] in
                self?.onboarding = nil
                self?.start()
            }
            onboarding = flow
            print("onboarding, retries", defaults.integer(forKey: "retries"))
        }
    }
    func finishOnboarding() { onboarding?.finish() }
}

let app = AppCoordinator()
app.start()
print(UserDefaults.standard.object(forKey: "hasOnboarded") == nil, UserDefaults.standard.string(forKey: "missing") ?? "nil")
app.finishOnboarding()
UserDefaults.standard.set("YES", forKey: "flag")
UserDefaults.standard.set(["a", "b"], forKey: "tabs")
print(UserDefaults.standard.bool(forKey: "flag"), UserDefaults.standard.stringArray(forKey: "tabs") ?? [], UserDefaults.standard.double(forKey: "launches"))
UserDefaults.standard.removeObject(forKey: "hasOnboarded")
print(UserDefaults.standard.bool(forKey: "hasOnboarded"), UserDefaults(suiteName: "group.app")?.integer(forKey: "launches") ?? -1)
