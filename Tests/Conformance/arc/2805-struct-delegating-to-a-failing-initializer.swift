// A struct's failable initializer delegating to one that fails: the rest of its body never runs, the call makes nil and what was made is freed
final class Handle {
    let name: String
    init(_ name: String) { self.name = name; print("open \(name)") }
    deinit { print("close \(name)") }
}
struct Connection {
    var handle: Handle
    var port: Int
    init?(handle: Handle, port: Int) {
        guard port > 0 else { print("bad port \(port)"); return nil }
        self.handle = handle
        self.port = port
    }
    init?(address: String) {
        let parts = address.split(separator: ":")
        print("parsing \(address)")
        self.init(handle: Handle(String(parts[0])), port: Int(parts[1]) ?? -1)
        print("connected to \(handle.name):\(port)")
    }
}
let good = Connection(address: "db:5432")
print(good?.port ?? 0)
let bad = Connection(address: "cache:none")
print(bad == nil ? "no connection" : "connection")
if let c = Connection(address: "queue:0") { print(c.port) } else { print("queue refused") }
print("end")
