// A loadable enum with an Equatable Optional payload, compared and changed through states
enum Loadable<Value: Equatable>: Equatable {
    case idle
    case loading
    case loaded(Value)

    var isLoaded: Bool {
        if case .loaded = self { return true }
        return false
    }
}
var state = Loadable<String?>.idle
print(state, state.isLoaded)
state = .loading
print(state == .loading)
state = .loaded(nil)
print(state, state == .loaded(nil), state == .loaded("x"))
state = .loaded("name")
print(state, state.isLoaded)
let all: [Loadable<Int?>] = [.idle, .loaded(1), .loaded(nil)]
print(all)
print(all.filter { $0.isLoaded }.count)
