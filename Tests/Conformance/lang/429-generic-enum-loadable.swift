// A generic enum with and without associated values: contextual cases, patterns with where, debug descriptions and type(of:) with generic arguments, a payload object released when the case is replaced
enum Loadable<Value> {
    case idle
    case loading(progress: Double)
    case loaded(Value)
    case failed(String)
    var isDone: Bool {
        switch self {
        case .loaded, .failed: return true
        case .idle, .loading: return false
        }
    }
}
final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
var state: Loadable<Screen> = .idle
print(state, state.isDone)
state = .loading(progress: 0.5)
print(state)
state = .loaded(Screen("home"))
if case .loaded(let s) = state { print("loaded", s.name) }
debugPrint(state)
print(type(of: state))
let all: [Loadable<Int>] = [.idle, .loaded(3), .failed("x"), Loadable<Int>.loading(progress: 1)]
print(all)
switch all[1] {
case .loaded(let n) where n > 2: print("big", n)
default: print("other")
}
let inferred = Loadable.loaded("text")
print(inferred, type(of: inferred))
state = .failed("gone")
print("end")
