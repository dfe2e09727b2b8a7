// Equatable by a hand-written == (static or global) for types whose payloads or properties are not Equatable: nothing is synthesized, so nothing is refused
struct NetworkError: Error {}

enum LoadState: Equatable {
    case idle
    case loading(progress: Double)
    case failed(Error?)
    static func == (lhs: LoadState, rhs: LoadState) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle): return true
        case let (.loading(a), .loading(b)): return a == b
        case (.failed, .failed): return true
        default: return false
        }
    }
}

final class Session {}
struct Screen: Equatable {
    let name: String
    let session: Session
}
func == (lhs: Screen, rhs: Screen) -> Bool { lhs.name == rhs.name }

let states: [LoadState] = [.idle, .loading(progress: 0.5), .failed(nil), .failed(NetworkError())]
print(states[0] == .idle, states[1] == .loading(progress: 0.5), states[1] == .loading(progress: 1))
print(states[2] == states[3], states.filter { $0 != .idle }.count)
print(states.firstIndex(of: .failed(nil)) as Any)
let shared = Session()
let screens = [Screen(name: "home", session: shared), Screen(name: "detail", session: Session())]
print(screens[0] == Screen(name: "home", session: Session()), screens.contains(Screen(name: "detail", session: shared)))
