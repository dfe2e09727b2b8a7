// A sink whose closure captures self strongly, stored in self's cancellables, is a cycle: neither the screen nor its view model is freed; with [weak self] both are.
// prelude: uikit

final class CounterViewModel {
    let taps = PassthroughSubject<Int, Never>()
    deinit { print("CounterViewModel deinit") }
}

final class CounterScreen {
    let name: String
    let viewModel = CounterViewModel()
    var total = 0
    var cancellables = Set<AnyCancellable>()
    init(name: String, weakly: Bool) {
        self.name = name
        if weakly {
            viewModel.taps.sink { [weak self] n in self?.total += n }.store(in: &cancellables)
        } else {
            viewModel.taps.sink { n in self.total += n }.store(in: &cancellables)
        }
    }
    deinit { print("CounterScreen \(name) deinit") }
}

var strong: CounterScreen? = CounterScreen(name: "strong", weakly: false)
var weak: CounterScreen? = CounterScreen(name: "weak", weakly: true)
strong!.viewModel.taps.send(2)
weak!.viewModel.taps.send(3)
print(strong!.total, weak!.total)
print("-- release both")
strong = nil
weak = nil
print("-- end: only the weak one went")
