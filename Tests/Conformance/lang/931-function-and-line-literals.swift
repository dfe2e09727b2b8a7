// #function, #line and #fileID in logging code: methods, initializers, accessors, subscripts, closures, deinit, top level, and as default arguments (the caller's)
func log(_ message: String = "", function: String = #function, line: Int = #line) {
    print("[\(function):\(line)] \(message)")
}

final class AppCoordinator {
    var children: [String] = [] {
        didSet { print("\(#function) now \(children.count)") }
    }
    var title: String {
        log("reading title")
        return #function
    }
    init(window: String, _ animated: Bool) {
        print(#function)
        log()
    }
    func start() {
        log("starting")
        children.append("home")
        let finish = { log("finished in closure"); print(#function) }
        finish()
    }
    func show(_ screen: String, animated: Bool) {
        print("\(#function) called with \(screen)")
    }
    subscript(child index: Int) -> String {
        log()
        return children[index]
    }
    static func make() -> AppCoordinator {
        log("factory")
        return AppCoordinator(window: "main", true)
    }
    deinit { print(#function, #line) }
}

struct Route {
    var name = #function
    func describe() -> String { #function + " " + name }
}

var app: AppCoordinator? = AppCoordinator.make()
app?.start()
app?.show("profile", animated: true)
print(app!.title)
print(app![child: 0])
print(Route().describe())
log("top level")
print(#function, #line, #fileID)
func helper() { log(); [1].forEach { _ in log("in forEach") } }
helper()
app = nil
