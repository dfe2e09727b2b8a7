// NotificationCenter.publisher(for:): the center holds each subscription's sink until it is cancelled; a sink capturing self strongly in self's bag is a cycle that keeps receiving
// prelude: uikit
extension Notification.Name {
    static let didLogout = Notification.Name("didLogout")
}
final class SessionScreen {
    var bag = Set<AnyCancellable>()
    let title: String
    init(_ title: String) {
        self.title = title
        NotificationCenter.default.publisher(for: .didLogout)
            .sink { [weak self] note in self?.logout(note.name.rawValue) }
            .store(in: &bag)
    }
    func logout(_ why: String) { print(title, "logs out on", why) }
    deinit { print("SessionScreen \(title) deinit") }
}
final class Leaky {
    var bag = Set<AnyCancellable>()
    init() {
        NotificationCenter.default.publisher(for: .didLogout).sink { _ in self.ping() }.store(in: &bag)
    }
    func ping() { print("leaky ping") }
    deinit { print("Leaky deinit") }
}
var a: SessionScreen? = SessionScreen("A")
var leaky: Leaky? = Leaky()
let once = NotificationCenter.default.publisher(for: .didLogout).first().sink { print("first only", $0.name.rawValue) }
NotificationCenter.default.post(name: .didLogout, object: nil)
a = nil
leaky = nil
NotificationCenter.default.post(name: .didLogout, object: nil)
print("end")
