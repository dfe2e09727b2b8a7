// A view controller generic over its view model: VM.Input and VM.Output inferred from transform(_:), a stored 'VM.Output?', generic functions with where clauses on associated types
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(_ input: Input) -> Output
}
struct LoginInput { let name: String; let password: String }
final class LoginViewModel: ViewModelType {
    func transform(_ input: LoginInput) -> Bool { input.password.count >= 4 && !input.name.isEmpty }
    deinit { print("deinit LoginViewModel") }
}
final class CounterViewModel: ViewModelType {
    var total = 0
    func transform(_ input: Int) -> String { total += input; return "total \(total)" }
    deinit { print("deinit CounterViewModel", total) }
}
final class Screen<VM: ViewModelType> {
    let viewModel: VM
    var last: VM.Output?
    init(viewModel: VM) { self.viewModel = viewModel }
    func send(_ input: VM.Input) { last = viewModel.transform(input) }
    deinit { print("deinit Screen<\(VM.self)>") }
}
func describe<V: ViewModelType>(_ vm: V, with input: V.Input) -> String where V.Output: CustomStringConvertible {
    vm.transform(input).description
}
func pipeline<A: ViewModelType, B: ViewModelType>(_ a: A, _ b: B, _ input: A.Input) -> B.Output where A.Output == B.Input {
    b.transform(a.transform(input))
}
final class Doubler: ViewModelType {
    func transform(_ input: Int) -> Int { input * 2 }
}
do {
    let login = Screen(viewModel: LoginViewModel())
    login.send(LoginInput(name: "ada", password: "secret"))
    print(login.last as Any)
    let counter = Screen(viewModel: CounterViewModel())
    counter.send(3); counter.send(4)
    print(counter.last ?? "none")
    print(type(of: counter), type(of: login.last))
    print(describe(CounterViewModel(), with: 5))
    print(pipeline(Doubler(), CounterViewModel(), 21))
}
print("end")
