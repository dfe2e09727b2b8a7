// generic subclasses without initializers of their own (Middle<T>: Base<[T]>, FlowCoordinator<R>: Coordinator<R>) made with written arguments through the superclass's inherited initializer, with overrides, super calls and deinit order
class Base<T> {
    var value: T
    init(_ v: T) { value = v; print("Base.init \(v)") }
    func describe() -> String { "Base(\(value))" }
    func map<U>(_ f: (T) -> U) -> Base<U> { Base<U>(f(value)) }
    deinit { print("Base.deinit \(value)") }
}
final class Derived: Base<Int> {
    override func describe() -> String { "Derived(\(value)) via " + super.describe() }
    deinit { print("Derived.deinit") }
}
class Middle<T>: Base<[T]> {
    func count() -> Int { value.count }
    override func describe() -> String { "Middle \(count())" }
}
do {
    let d = Derived(3)
    print(d.describe())
    let m = d.map { "n\($0)" }
    print(m.describe(), type(of: m))
    let bases: [Base<Int>] = [d, Base(9)]
    print(bases.map { $0.describe() })
    let mid = Middle<String>(["a", "b"])
    print(mid.describe(), mid.count(), type(of: mid))
}
print("end")
class Coordinator<Route> {
    let name: String
    var routes: [Route] = []
    init(name: String) { self.name = name; print("init \(name)") }
    func trigger(_ r: Route) { routes.append(r); print(name, "->", r) }
    deinit { print("deinit \(name) after \(routes.count)") }
}
class FlowCoordinator<R>: Coordinator<R> { func last() -> R? { routes.last } }
enum AppRoute { case home, detail(Int) }
class Middle2<T>: Coordinator<[T]> {}
do {
    let f = FlowCoordinator<AppRoute>(name: "app")
    f.trigger(.detail(3))
    print(f.last() as Any, type(of: f))
    let m = Middle2<String>(name: "mid")
    m.trigger(["a"])
    let inferred = FlowCoordinator(name: "plain") as FlowCoordinator<Int>
    inferred.trigger(4)
}
