// Generic subscripts declared in extensions, on an enum, with defaults, calling each other.
enum Slot: String {
    case first, second
}

extension Slot {
    subscript<T>(_ values: [T], fallback fallback: T) -> T {
        let index = self == .first ? 0 : 1
        return index < values.count ? values[index] : fallback
    }
}

final class Cache {
    var store: [String: Any] = [:]
    var counts: [String: Int] = [:]
    deinit { print("Cache gone with", counts.count, "counts") }
}

extension Cache {
    subscript<V>(name name: String, default value: @autoclosure () -> V) -> V {
        get {
            counts[name, default: 0] += 1
            if let v = store[name] as? V { return v }
            return value()
        }
        set { store[name] = newValue }
    }
    subscript<V>(both a: String, _ b: String, as type: V.Type) -> (V, V)? {
        guard let x = store[a] as? V, let y = store[b] as? V else { return nil }
        return (x, y)
    }
}

func describe<T>(_ x: T) -> String { "[\(x)]" }

print(Slot.first[[10, 20], fallback: 0], Slot.second[["a"], fallback: "z"])
var cache: Cache? = Cache()
cache![name: "n", default: 1] += 41
print(cache![name: "n", default: 0])
cache![name: "s", default: "x"] = "hello"
print(cache![name: "s", default: "?"].uppercased())
print(describe(cache![name: "missing", default: 2.5]))
if let pair = cache?[both: "n", "n", as: Int.self] { print(pair.0 + pair.1) }
print(cache?[both: "n", "s", as: Int.self] == nil)
print(cache!.counts.sorted { $0.key < $1.key })
cache = nil
