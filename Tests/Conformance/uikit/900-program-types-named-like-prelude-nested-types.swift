// A program's own Name, Mode, Weight and Completion beside the prelude's Notification.Name, RunLoop.Mode, UIFont.Weight and Subscribers.Completion: both kinds keep working
// prelude: uikit
enum Mode: String { case light, dark }
struct Name: Equatable { let first: String }
enum Completion { case done, cancelled }
struct Weight: CustomStringConvertible { let kg: Int; var description: String { "\(kg)kg" } }
extension Notification.Name {
    static let didLogin = Notification.Name("didLogin")
    static let didLogout = Notification.Name(rawValue: "didLogout")
}
final class Observer {
    var tokens: [NSObjectProtocol] = []
    init() {
        tokens.append(NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: nil) { n in
            print("login", n.name.rawValue, n.name == .didLogin, n.name == .didLogout)
        })
    }
    deinit { print("observer gone") }
}
var observer: Observer? = Observer()
NotificationCenter.default.post(name: .didLogin, object: nil)
NotificationCenter.default.post(name: Notification.Name.didLogout, object: nil)
print(Notification.Name.didLogin == Notification.Name("didLogin"))
print(Name(first: "a") == Name(first: "a"), Mode.dark.rawValue, Completion.done, Weight(kg: 2))
let subject = PassthroughSubject<Int, Never>()
var bag = Set<AnyCancellable>()
subject.sink(receiveCompletion: { c in
    switch c {
    case .finished: print("finished")
    }
}, receiveValue: { print("value", $0) }).store(in: &bag)
subject.send(1)
subject.send(completion: .finished)
let w: UIFont.Weight = .semibold
print(UIFont.systemFont(ofSize: 10, weight: w))
let modes: [RunLoop.Mode] = [.default, .common]
print(modes.map(\.rawValue))
let names = [Name(first: "x"), Name(first: "y")]
print(names.count, names.contains(Name(first: "y")))
var local: Completion = .cancelled
print(local)
observer = nil
print("end")
