// ERRORS: elements of an array of a protocol type offer the protocol's members only
protocol Flow: AnyObject {
    var id: String { get }
    func start()
}
final class LoginFlow: Flow {
    let id = "login"
    func start() { print("login") }
    func cancel() { print("cancel") }
}
var flows: [Flow] = [LoginFlow()]
flows.forEach { $0.start() }
flows.first?.cancel()
