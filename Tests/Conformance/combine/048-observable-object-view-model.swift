// a view model conforming to ObservableObject, watched through its @Published properties' publishers, with the screen's cycle broken by [weak self]
// prelude: uikit
final class CounterViewModel: ObservableObject {
    @Published var count = 0
    @Published var title = "start"
    deinit { print("CounterViewModel deinit") }
    func increment() {
        count += 1
        title = "count \(count)"
    }
}

final class CounterScreen {
    let viewModel = CounterViewModel()
    var cancellables: [AnyCancellable] = []
    deinit { print("CounterScreen deinit") }
    func bind() {
        viewModel.$count
            .sink { [weak self] value in
                print("count \(value), screen alive: \(self != nil)")
            }
            .store(in: &cancellables)
        viewModel.$title
            .removeDuplicates()
            .sink { title in print("title \(title)") }
            .store(in: &cancellables)
    }
}

func observe<Model: ObservableObject>(_ model: Model) -> String {
    return "observing \(type(of: model))"
}

var screen: CounterScreen? = CounterScreen()
screen?.bind()
print(observe(screen!.viewModel))
screen?.viewModel.increment()
screen?.viewModel.increment()
screen = nil
print("end")
