// ARC: self-deallocating flow: the VC owns its view model, the view model owns the coordinator; popping frees all three in order
class Coordinator {
    let name: String
    weak var viewModel: ViewModel?
    init(_ name: String) { self.name = name }
    deinit { print("deinit Coordinator \(name)") }
    func showDetail() { print("\(name) shows detail, vm alive: \(viewModel != nil)") }
}

class ViewModel {
    let coordinator: Coordinator
    var onChange: ((String) -> Void)?
    init(coordinator: Coordinator) { self.coordinator = coordinator }
    deinit { print("deinit ViewModel") }
    func tap() { coordinator.showDetail() }
}

class ViewController {
    let viewModel: ViewModel
    var label = ""
    init(viewModel: ViewModel) {
        self.viewModel = viewModel
        viewModel.onChange = { [weak self] text in self?.label = text }
    }
    deinit { print("deinit ViewController") }
}

func makeFlow() -> ViewController {
    let coordinator = Coordinator("profile")
    let vm = ViewModel(coordinator: coordinator)
    coordinator.viewModel = vm
    return ViewController(viewModel: vm)
}

var stack: [ViewController] = []
stack.append(makeFlow())
print("flow built, only the stack holds it")
stack[0].viewModel.tap()
stack[0].viewModel.onChange?("hello")
print("label \(stack[0].label)")
stack.removeLast()
print("end")
