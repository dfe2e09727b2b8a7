// Typed keys into a service container through generic subscripts (labelled key and metatype), get and set, with deinit order
struct ServiceKey<T> {
    let name: String
}

final class Logger {
    let prefix: String
    init(prefix: String) { self.prefix = prefix }
    func log(_ s: String) { print("\(prefix) \(s)") }
    deinit { print("deinit Logger \(prefix)") }
}

final class Container {
    private var storage: [String: Any] = [:]
    subscript<T>(key key: ServiceKey<T>) -> T? {
        get { storage[key.name] as? T }
        set { storage[key.name] = newValue }
    }
    subscript<T>(_ type: T.Type) -> T? {
        get { storage["\(type)"] as? T }
        set { storage["\(type)"] = newValue }
    }
    deinit { print("deinit Container") }
}

let loggerKey = ServiceKey<Logger>(name: "logger")
let countKey = ServiceKey<Int>(name: "count")
var c: Container? = Container()
c![key: loggerKey] = Logger(prefix: "[app]")
c![key: countKey] = 3
c![key: loggerKey]?.log("hello")
print(c![key: countKey] ?? -1)
if let n = c![key: countKey] { print(n + 1) }
c![String.self] = "value"
print(c![String.self] ?? "none")
print(c![Double.self] ?? 0.5)
c![key: loggerKey] = nil
print("cleared")
c = nil
print("end")
