// Functions, methods, computed properties and generic static methods whose single expression is a closure return it (a default-closure helper, a coordinator's handlers): the closure keeps what it captures strongly unless its capture list says weak.
final class Screen { deinit { print("deinit Screen") } }

struct DefaultClosure {
    static func voidResult() -> () -> Void { {} }
    static func singleResult<T>() -> (T) -> Void { { _ in print("default single") } }
}

func makeLogger(prefix: String) -> (String) -> Void { { print("\(prefix): \($0)") } }

final class Coordinator {
    let name: String
    var onSelect: (String) -> Void = DefaultClosure.singleResult()
    init(name: String) { self.name = name }
    var onFinish: () -> Void { { print("finish \(self.name)") } }
    func makeHandler() -> (Screen) -> Void { { [weak self] _ in print("handled by \(self?.name ?? "nobody")") } }
    func optionalHandler() -> (() -> Void)? { { print("optional handler") } }
    deinit { print("deinit Coordinator \(name)") }
}

var coordinator: Coordinator? = Coordinator(name: "home")
let finish = coordinator!.onFinish
let handle = coordinator!.makeHandler()
coordinator?.optionalHandler()?()
coordinator?.onSelect("row")
handle(Screen())
let log = makeLogger(prefix: "app")
log("started")
DefaultClosure.voidResult()()
var other: Coordinator? = Coordinator(name: "other")
let weakHandle = other!.makeHandler()
other = nil
weakHandle(Screen())
coordinator = nil
print("finish still holds the coordinator")
finish()
handle(Screen())
