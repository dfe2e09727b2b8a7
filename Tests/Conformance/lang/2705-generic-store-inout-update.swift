// A generic store's update(_:) takes a closure whose parameter is inout by the method's signature
struct Stack<T> { var items: [T] = [] }
final class Store<State> {
    private(set) var state: State
    private var subscribers: [(State) -> Void] = []
    init(initial: State) { state = initial }
    func update(_ f: (inout State) -> Void) { f(&state); subscribers.forEach { $0(state) } }
    func subscribe(_ s: @escaping (State) -> Void) { subscribers.append(s) }
    deinit { print("deinit Store") }
}
struct AppState { var count = 0; var names: [String] = [] }
let store = Store(initial: AppState())
store.subscribe { print("state", $0.count, $0.names) }
store.update { $0.count += 1 }
store.update { s in s.names.append("x"); s.count *= 10 }
store.update { (s: inout AppState) in s.names.removeAll() }
print(store.state.count)
