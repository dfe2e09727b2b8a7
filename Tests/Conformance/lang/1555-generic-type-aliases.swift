// Generic type aliases as real code writes them (closure shorthands, a list and a lookup of coordinators, an alias of a generic class): each stands for its type with the arguments in place, and what they hold dies when released.
final class Coordinator {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
enum Route { case home, settings }

typealias SingleResultWithReturn<T, ReturnType> = ((T) -> ReturnType)
typealias SingleResult<T> = SingleResultWithReturn<T, Void>
typealias List<Element> = [Element]
typealias Lookup<Value> = [String: Value]
typealias Pair<T> = (T, T)
final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
typealias Boxed<T> = Box<T>

final class Parent {
    var children: List<Coordinator> = []
    var byRoute: Lookup<Coordinator> = [:]
    var onFinish: SingleResult<Coordinator>?
    func finish(_ child: Coordinator) { onFinish?(child) }
    deinit { print("deinit Parent") }
}

func run<T>(_ value: T, _ handler: SingleResult<T>) { handler(value) }

var parent: Parent? = Parent()
parent!.children = [Coordinator("login"), Coordinator("home")]
parent!.byRoute["settings"] = Coordinator("settings")
parent!.onFinish = { [weak parent] child in
    parent?.children.removeAll { $0 === child }
    print("finished \(child.name)")
}
parent!.finish(parent!.children[0])
let routes: List<Route> = [.home, .settings]
let scores: List<Double> = [1, 2]
let ends: Pair<String> = ("start", "end")
let boxed: Boxed<Int> = Box(3)
run(routes.count) { print("routes \($0)") }
print(routes, scores, ends, type(of: boxed), boxed.value)
parent = nil
print("end")
