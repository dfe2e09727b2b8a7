// ERRORS: a member missing behind optional chaining is named on the wrapped type
final class OnboardingCoordinator {
    weak var parent: AppCoordinator?
    func finish() { parent?.childDidFinsh(self) }
}
final class AppCoordinator {
    var children: [OnboardingCoordinator] = []
    func childDidFinish(_ child: OnboardingCoordinator) {
        children.removeAll { $0 === child }
    }
}
let app = AppCoordinator()
