// super.init of a generic superclass given enum cases and closures its arguments type; methods inherited called without self
class Flow<Step, Result> {
    let first: Step
    private var onFinish: ((Result) -> Void)?
    init(first: Step, onFinish: @escaping (Result) -> Void) {
        self.first = first
        self.onFinish = onFinish
        print("flow starts at \(first)")
    }
    func finish(with result: Result) {
        onFinish?(result)
        onFinish = nil
    }
    deinit { print("deinit Flow") }
}
enum SignupStep { case email, password, done }
enum SignupResult { case done(String), cancelled }
final class Holder { deinit { print("deinit Holder") } }
final class SignupFlow: Flow<SignupStep, SignupResult> {
    var step: SignupStep
    let holder = Holder()
    init(log: @escaping (String) -> Void) {
        step = .email
        super.init(first: .email) { [holder] result in
            log("finished \(result) holding \(holder)")
        }
    }
    func advance() {
        switch step {
        case .email: step = .password
        case .password: step = .done; finish(with: .done("ann"))
        case .done: finish(with: .cancelled)
        }
    }
    deinit { print("deinit SignupFlow at \(step)") }
}
var flow: SignupFlow? = SignupFlow { print($0) }
flow?.advance()
flow?.advance()
flow?.advance()
print(flow?.first == .email)
flow = nil
print("end")
