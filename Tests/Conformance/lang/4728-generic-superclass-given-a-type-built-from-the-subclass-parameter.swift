// A generic superclass given a type built from the subclass's own parameter (`class ListStore<Item>: Store<[Item]>`) runs its members with that type: State.self, is State, as? State and the values it makes name `Array<Item>`, also through a chain of subclasses
struct Snapshot<Value> { let value: Value }

class Store<State> {
    var state: State
    init(_ state: State) { self.state = state }
    func stateTypeName() -> String { "\(State.self)" }
    func accepts(_ candidate: Any) -> Bool { candidate is State }
    func replace(with candidate: Any) -> Bool {
        guard let s = candidate as? State else { return false }
        state = s
        return true
    }
    func snapshot() -> Snapshot<State> { Snapshot(value: state) }
    deinit { print("Store<\(State.self)> deinit") }
}

class ListStore<Item>: Store<[Item]> {
    func append(_ item: Item) { state.append(item) }
    func itemTypeName() -> String { "\(Item.self) in \(stateTypeName())" }
}

final class TitleStore: ListStore<String> {}
final class PairStore<A, B>: Store<(A, B)> {}
class NamedStore: Store<String> {}
final class GreetingStore: NamedStore {}

do {
    let titles = TitleStore([])
    titles.append("Inbox")
    print(titles.itemTypeName(), titles.accepts(["x"]), titles.accepts("x"))
    print(titles.replace(with: ["Sent", "Drafts"]), titles.replace(with: 3), titles.state)
    let snap = titles.snapshot()
    print(type(of: snap), snap.value.count)

    let numbers = ListStore<Int>([1])
    print(numbers.stateTypeName(), type(of: numbers.snapshot()), numbers.accepts([2]), numbers.accepts(2))

    let pairs = PairStore<Int, String>((1, "one"))
    print(pairs.stateTypeName(), pairs.replace(with: (2, "two")), pairs.state.1)

    let greeting = GreetingStore("hi")
    print(greeting.stateTypeName(), type(of: greeting.snapshot()), greeting.accepts("x"))
}
