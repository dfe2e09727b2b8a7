// ARC: a protocol-typed variable or array holds its object strongly; a weak protocol-typed delegate does not
protocol Coordinating: AnyObject {
    var name: String { get }
    func start()
}

class AuthCoordinator: Coordinating {
    let name: String
    init(_ name: String) { self.name = name }
    func start() { print("start \(name)") }
    deinit { print("deinit \(name)") }
}

class Host {
    var current: Coordinating?
    var all: [Coordinating] = []
    weak var delegate: Coordinating?
    deinit { print("deinit Host") }
}

var host: Host? = Host()
host!.current = AuthCoordinator("current")
host!.all.append(AuthCoordinator("in-array"))
host!.delegate = AuthCoordinator("weak-delegate")
print("delegate is \(host!.delegate?.name ?? "nil")")
host!.current?.start()
host!.all.forEach { $0.start() }
let escaped: Coordinating = host!.all[0]
host = nil
print("escaped \(escaped.name) survives")
print("end")
