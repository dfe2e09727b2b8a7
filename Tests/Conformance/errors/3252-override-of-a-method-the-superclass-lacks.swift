// ERRORS: override of a method with labels no superclass declares (a renamed hook) is refused in swiftc's words
class Coordinator {
    func start() { print("start") }
    func finish(animated: Bool) { print("finish", animated) }
}
class FlowCoordinator: Coordinator {
    override func start() { super.start(); print("flow") }
}
final class CheckoutCoordinator: FlowCoordinator {
    var steps = 0
    override func start() { steps += 1; super.start() }
    override func finish(with result: Int) { print("done", result) }
}
let c = CheckoutCoordinator()
c.start()
c.finish(animated: true)
