// A generic function called from a closure inside another generic function sees the type the outer call bound, even when the closure runs after the outer call returned
final class Token: CustomStringConvertible {
    let id: Int
    init(_ id: Int) { self.id = id; print("token \(id) made") }
    deinit { print("token \(id) freed") }
    var description: String { "Token(\(id))" }
}

func label<T>(_ value: T) -> String {
    "\(T.self) \(value)"
}

func pairing<A, B>(_ a: A, _ b: B) -> String {
    "\(A.self) with \(B.self)"
}

func labels<T>(_ items: [T]) -> [String] {
    items.map { label($0) }
}

func grid<T>(_ items: [T]) -> [[String]] {
    items.map { item in [0, 1].map { _ in label(item) } }
}

func withCounts<T>(_ items: [T]) -> [String] {
    items.enumerated().map { pairing($0.element, $0.offset) }
}

func deferredLabel<T>(_ value: T) -> () -> String {
    return { label(value) }
}

print(labels([1, 2, 3]))
print(labels(["a"]))
print(grid([true]))
print(withCounts([2.5, 3.5]))

var pending: [() -> String] = []
pending.append(deferredLabel(7))
pending.append(deferredLabel("seven"))
do {
    let t = Token(1)
    pending.append(deferredLabel(t))
}
print("before running")
for p in pending { print(p()) }
pending.removeAll()
print("done")
