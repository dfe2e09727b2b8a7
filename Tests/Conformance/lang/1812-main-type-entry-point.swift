// a @main type's static main() is where the program starts (no top-level code beside it); class init chains and a static tuple of optionals released in order
// swiftc-flags: -parse-as-library
class Coordinator {
    let name: String
    init(name: String) { self.name = name; print("init", name) }
    deinit { print("deinit", name) }
    func start() { print("start", name) }
}

final class AppCoordinator: Coordinator {
    init() {
        print("app init")
        super.init(name: "app")
    }
    override func start() {
        super.start()
        print("app started")
    }
}

@main
struct Launcher {
    static var slots: (Coordinator?, Coordinator?) = (nil, nil)

    static func main() {
        slots.0 = AppCoordinator()
        slots.1 = Coordinator(name: "side")
        slots.0?.start()
        slots.1?.start()
        slots.0 = nil
        print("dropped the app")
        slots = (nil, nil)
        print("done")
    }
}
