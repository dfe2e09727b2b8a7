// a class's subscripts with labels and defaults beside an unlabelled one with a setter, observers on a private(set) dictionary, a lazy property computed once, static stored properties, computed properties with setters and a top-level observed variable
// lazy properties, static stored, observers, subscripts with setters, property-level access control
final class Cache {
    static var shared = Cache()
    static let limit = 3
    private(set) var store: [String: Int] = [:] {
        willSet { print("will set, count now", store.count) }
        didSet { if store.count > Cache.limit { print("over limit", oldValue.count, "->", store.count) } }
    }
    lazy var summary: String = { print("computing summary"); return "cache of \(store.count)" }()
    subscript(key: String) -> Int? {
        get { store[key] }
        set { store[key] = newValue }
    }
    subscript(index i: Int, default d: Int = -1) -> Int {
        let keys = store.keys.sorted()
        return i < keys.count ? store[keys[i]]! : d
    }
    deinit { print("deinit Cache") }
}
let c = Cache.shared
c["a"] = 1; c["b"] = 2; c["c"] = 3; c["d"] = 4
print(c.summary, c.summary)
c["a"] = nil
print(c[index: 0], c[index: 9], c[index: 9, default: 0], c["zz"] as Any)
Cache.shared = Cache()
print("replaced")
struct Temperature {
    var celsius: Double = 0 { didSet { print("celsius \(oldValue) -> \(celsius)") } }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
var t = Temperature()
t.fahrenheit = 212
t.celsius += 1
print(t.fahrenheit)
var counter = 0 { didSet { print("counter", counter) } }
counter += 1
counter = 10
