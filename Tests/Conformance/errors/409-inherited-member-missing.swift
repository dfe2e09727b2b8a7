// ERRORS: members come from the class and its superclasses, and nowhere else
class Coordinator {
    var childCoordinators: [Coordinator] = []
    func start() {}
    func addChild(_ c: Coordinator) { childCoordinators.append(c) }
}
final class LoginCoordinator: Coordinator {
    override func start() {
        let next = Coordinator()
        addChild(next)
        removeChild(next)
    }
}
LoginCoordinator().start()
