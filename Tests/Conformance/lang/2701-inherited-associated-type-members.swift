// A subclass of a generic screen specialised with a view model calls inherited members typed with the view model's associated types, with implicit self
protocol ViewModelType: AnyObject {
    associatedtype Input
    associatedtype Output
    func transform(_ input: Input) -> Output
}
final class LoginViewModel: ViewModelType {
    struct Input { let name: String }
    struct Output { let greeting: String }
    func transform(_ input: Input) -> Output { Output(greeting: "hi \(input.name)") }
    deinit { print("deinit LoginViewModel") }
}
final class CounterViewModel: ViewModelType {
    func transform(_ input: Int) -> String { "count \(input)" }
    deinit { print("deinit CounterViewModel") }
}
class Screen<VM: ViewModelType> {
    let viewModel: VM
    init(viewModel: VM) { self.viewModel = viewModel }
    func render(_ input: VM.Input) -> VM.Output { viewModel.transform(input) }
    deinit { print("deinit Screen<\(VM.self)>") }
}
final class LoginScreen: Screen<LoginViewModel> {
    func login(as name: String) { print(render(.init(name: name)).greeting) }
}
func describe<VM: ViewModelType>(_ s: Screen<VM>, with input: VM.Input) -> String where VM.Input == Int {
    "\(s.viewModel.transform(input))"
}
do {
    let s = LoginScreen(viewModel: LoginViewModel())
    s.login(as: "ana")
    let c = Screen(viewModel: CounterViewModel())
    print(c.render(3))
    print(describe(c, with: 4))
    print(type(of: c))
}
print("end")
