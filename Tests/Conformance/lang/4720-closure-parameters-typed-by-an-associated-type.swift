// A closure parameter whose type is a generic parameter's associated type (`(V.State) -> Void` with `V: ViewModel`) has that type in the closure: an Optional property's map, flatMap and ?? are the Optional's, as in Swift
protocol ViewModel {
    associatedtype State
    var state: State { get }
}

struct ProfileState {
    var nickname: String?
    var unread: Int?
    var tags: [String]
    var lastSeen: [String: Int]
}

final class ProfileViewModel: ViewModel {
    var state = ProfileState(nickname: "kim", unread: nil, tags: ["ios", "swift"], lastSeen: ["mon": 3])
    deinit { print("ProfileViewModel deinit") }
}

struct Counter: ViewModel {
    var state: Int? { 41 }
}

func render<V: ViewModel>(_ model: V, _ draw: (V.State) -> String) {
    print(draw(model.state))
}

func renderAll<V: ViewModel>(_ models: [V], _ draw: (V.State) -> String) -> [String] {
    models.map { draw($0.state) }
}

do {
    let vm = ProfileViewModel()
    render(vm) { s in s.nickname.map { $0.uppercased() + "!" } ?? "anonymous" }
    render(vm) { s in s.unread.map { "\($0 + 1) new" } ?? "no news" }
    render(vm) { s in s.nickname.flatMap { $0.isEmpty ? nil : $0.count } .map(String.init) ?? "-" }
    render(vm) { s in s.tags.map { "#" + $0 }.joined(separator: " ") }
    render(vm) { s in s.tags.first.map { $0 + "?" } ?? "none" }
    render(vm) { s in s.lastSeen["mon"].map { "mon: \($0)" } ?? "never" }
    render(vm) { $0.lastSeen["tue"].map { "tue: \($0)" } ?? "never on tue" }
    vm.state.nickname = nil
    vm.state.unread = 2
    render(vm) { s in s.nickname.map { $0 + "!" } ?? "anonymous" }
    render(vm) { s in s.unread.map { "\($0) new" } ?? "no news" }
    print(renderAll([vm, ProfileViewModel()]) { s in s.unread.map(String.init) ?? "nil" })
}
render(Counter()) { n in n.map { "count \($0 + 1)" } ?? "empty" }
print("end")
