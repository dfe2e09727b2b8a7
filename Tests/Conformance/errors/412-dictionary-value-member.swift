// ERRORS: a dictionary's subscript gives an Optional of the value type, whose members are checked
final class FlowCoordinator {
    func start() { print("flow") }
}
var flows: [String: FlowCoordinator] = ["login": FlowCoordinator()]
flows["login"]?.start()
flows["login"]?.begin()
