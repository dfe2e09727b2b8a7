// Aliases a generic base class declares over its parameters, used in a subclass that binds them
class ViewModel<Input, Output> {
    typealias Handler = (Output) -> Void
    typealias Event = Input
    var handlers: [Handler] = []
    func observe(_ handler: @escaping Handler) { handlers.append(handler) }
    func emit(_ output: Output) { handlers.forEach { $0(output) } }
    func send(_ event: Event) {}
    deinit { print("deinit ViewModel") }
}
enum LoginInput { case submit(String), cancel }
enum LoginOutput { case loading, failed(reason: String), cancel }
final class LoginViewModel: ViewModel<LoginInput, LoginOutput> {
    private var attempts: [Event] = []
    override func send(_ event: Event) {
        attempts.append(event)
        switch event {
        case .submit(let password):
            emit(.loading)
            let next: LoginOutput = password.count < 4 ? .failed(reason: "short") : .cancel
            emit(next)
        case .cancel:
            emit(.cancel)
        }
    }
    func lastEvent() -> Event? { attempts.last }
    deinit { print("deinit LoginViewModel \(attempts.count)") }
}
final class Screen {
    let model: LoginViewModel
    init(model: LoginViewModel) {
        self.model = model
        model.observe { [weak self] output in self?.render(output) }
    }
    func render(_ output: LoginOutput) { print("render \(output)") }
    deinit { print("deinit Screen") }
}
var screen: Screen? = Screen(model: LoginViewModel())
screen?.model.send(.submit("abc"))
screen?.model.send(.submit("abcdef"))
screen?.model.send(.cancel)
if case .cancel? = screen?.model.lastEvent() { print("last was cancel") }
screen = nil
print("end")
