// A reducer store: closures given for (inout State, Action) -> Void and (inout [String]) -> Void change the state in place; tokens appended and cleared through them die when Swift frees them
final class Token { let id: Int; init(_ id: Int) { self.id = id }; deinit { print("deinit Token", id) } }
enum Action { case add(Int), clear }
struct State { var tokens: [Token] = []; var total = 0 }
func mutate<T>(_ x: inout T, _ f: (inout T) -> Void) { f(&x) }
final class Reducer {
    var reduce: (inout State, Action) -> Void = { state, action in
        switch action {
        case .add(let n): state.tokens.append(Token(n)); state.total += n
        case .clear: state.tokens.removeAll()
        }
    }
    var middleware: ((inout State) -> Void)?
    var state = State()
    func send(_ a: Action) { reduce(&state, a); middleware?(&state) }
    deinit { print("deinit Reducer") }
}
struct Effect { let run: (inout [String]) -> Void }
var r: Reducer? = Reducer()
r?.send(.add(1))
r?.send(.add(2))
print(r!.state.total, r!.state.tokens.map(\.id))
r?.send(.clear)
print("cleared")
var words = ["a"]
let effects = [Effect(run: { $0.append("b") }), Effect { list in list.insert("z", at: 0) }]
for e in effects { e.run(&words) }
print(words)
var count = 3
mutate(&count) { $0 *= 7 }
mutate(&words) { $0.removeLast() }
print(count, words)
r = nil
print("end")
