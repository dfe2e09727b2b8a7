// MVVM input/output: a view model exposes AnyPublisher outputs through a protocol; a screen binds them with [weak self]; releasing the screen frees it and cancels its bindings, the view model goes with its last owner.
// prelude: uikit

protocol CounterViewModelType: AnyObject {
    var countText: AnyPublisher<String, Never> { get }
    var isAtLimit: AnyPublisher<Bool, Never> { get }
    func increment()
}

final class CounterViewModel: CounterViewModelType {
    private let count = CurrentValueSubject<Int, Never>(0)
    let limit: Int
    init(limit: Int) { self.limit = limit }
    var countText: AnyPublisher<String, Never> { count.map { "\($0) taps" }.eraseToAnyPublisher() }
    var isAtLimit: AnyPublisher<Bool, Never> { count.map { [limit] in $0 >= limit }.removeDuplicates().eraseToAnyPublisher() }
    func increment() { count.value += 1 }
    deinit { print("CounterViewModel deinit") }
}

final class CounterScreen {
    let viewModel: CounterViewModelType
    var label = ""
    var enabled = true
    private var bindings = Set<AnyCancellable>()
    init(viewModel: CounterViewModelType) {
        self.viewModel = viewModel
        viewModel.countText.sink { [weak self] in self?.label = $0 }.store(in: &bindings)
        viewModel.isAtLimit.sink { [weak self] in self?.enabled = !$0; print("enabled:", !$0) }.store(in: &bindings)
    }
    deinit { print("CounterScreen deinit") }
}

var screen: CounterScreen? = CounterScreen(viewModel: CounterViewModel(limit: 2))
screen!.viewModel.increment()
print(screen!.label, screen!.enabled)
screen!.viewModel.increment()
screen!.viewModel.increment()
print(screen!.label, screen!.enabled)
screen = nil
print("-- end")
