// Closures in a generic function see its own generic parameters: `$0 is T`, `as? T` and `T.self` inside `first(where:)`, `filter`, `compactMap`, nested closures and a closure returned and called later
protocol Flow: AnyObject { var name: String { get } }
final class A: Flow { let name = "a"; deinit { print("deinit A") } }
final class B: Flow { let name = "b"; deinit { print("deinit B") } }
final class Holder {
    var flows: [Flow] = [A(), B(), A()]
    func first<T: Flow>(_ t: T.Type) -> T? { flows.first { $0 is T } as? T }
    func count<T>(of t: T.Type) -> Int { flows.filter { $0 is T }.count }
    func names<T: Flow>(_ t: T.Type) -> [String] { flows.compactMap { $0 as? T }.map { "\($0.name)-\(T.self)" } }
    func drop<T: Flow>(_ t: T.Type) { flows.removeAll(where: { f in
        let hit = f is T
        return [1].contains { _ in hit && f is T }
    }) }
    func later<T>(_ t: T.Type) -> () -> Int { { self.flows.filter { $0 is T }.count } }
}
let h = Holder()
print(h.first(B.self)?.name ?? "none", h.count(of: A.self), h.names(A.self))
let k = h.later(A.self)
h.drop(A.self)
print(h.flows.count, k())
h.flows.append(A())
print(k())
