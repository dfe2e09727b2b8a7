// Type erasure without written arguments: AnyCoordinating(flow) binds Step through 'where C.Step == Step', and Step of a conformer that never names it is inferred from its witness
protocol Coordinating: AnyObject {
    associatedtype Step
    func navigate(to step: Step)
}
final class AnyCoordinating<Step>: Coordinating {
    private let _navigate: (Step) -> Void
    init<C: Coordinating>(_ base: C) where C.Step == Step {
        _navigate = { [weak base] step in base?.navigate(to: step) }
    }
    func navigate(to step: Step) { _navigate(step) }
}
extension Coordinating {
    
    func go(_ steps: [Step]) { steps.forEach { navigate(to: $0) } }
}
enum AppStep: CustomStringConvertible {
    case login, main(tab: Int), logout
    var description: String {
        switch self {
        case .login: return "login"
        case .main(let tab): return "main(\(tab))"
        case .logout: return "logout"
        }
    }
}
final class AppFlow: Coordinating {
    var log: [String] = []
    func navigate(to step: AppStep) { log.append(step.description); print("navigate", step) }
    deinit { print("deinit AppFlow", log.count) }
}
var flow: AppFlow? = AppFlow()
let erased = AnyCoordinating(flow!)
erased.navigate(to: .main(tab: 2))
flow?.go([.login, .logout])
flow = nil
erased.navigate(to: .login)
print(type(of: erased))
