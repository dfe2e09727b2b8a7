// prepend sends its values to each subscriber before the publisher's own: a list screen shows a loading state first, then the items the subject sends.
// prelude: uikit

enum ListState { case loading, loaded([String]), failed }

final class ListScreen {
    var cancellables: [AnyCancellable] = []
    init(states: AnyPublisher<ListState, Never>) {
        states.sink { [weak self] state in self?.render(state) }.store(in: &cancellables)
    }
    func render(_ state: ListState) {
        switch state {
        case .loading: print("render: spinner")
        case .loaded(let items): print("render:", items)
        case .failed: print("render: error")
        }
    }
    deinit { print("ListScreen deinit") }
}

let results = PassthroughSubject<ListState, Never>()
let states = results.prepend(.loading).eraseToAnyPublisher()
var screen: ListScreen? = ListScreen(states: states)
results.send(.loaded(["a", "b"]))
print("-- a second screen gets the placeholder too")
screen = ListScreen(states: states)
results.send(.failed)
let numbers = Just(3).prepend(1, 2).sink { print("number", $0) }
screen = nil
print("-- end")
