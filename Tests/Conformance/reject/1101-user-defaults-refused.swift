// UserDefaults is refused before the run, saying coordlab does not model it and what to use meanwhile
// expect-error: does not support UserDefaults yet
// expect-line: 7
final class OnboardingCoordinator {
    var hasSeenOnboarding: Bool {
        get {
            UserDefaults.standard.bool(forKey: "seen")
        }
        set {
            print("seen:", newValue)
        }
    }

    func start() {
        print(hasSeenOnboarding ? "home" : "onboarding")
    }
}

print("launch")
OnboardingCoordinator().start()
