// A mutating method of an array or dictionary behind a getter (a property wrapper's computed wrappedValue, a computed property, an observed property) reads it once, mutates the copy and writes it back once (get, set), as Swift's get-modify-set does; what the mutation removes dies as Swift releases it
final class Item { let n: Int; init(_ n: Int) { self.n = n }; deinit { print("Item \(n) deinit") } }
@propertyWrapper struct Logged<V> {
    var value: V
    var wrappedValue: V {
        get { print("get"); return value }
        set { print("set"); value = newValue }
    }
}
final class Store {
    @Logged(value: []) var items: [Item]
    @Logged(value: [:]) var byName: [String: Item]
    var backing: [Item] = []
    var computed: [Item] { get { print("computed get"); return backing } set { print("computed set"); backing = newValue } }
    var observed: [Item] = [] { willSet { print("willSet", newValue.count) } didSet { print("didSet", oldValue.count, observed.count) } }
}
do {
    let s = Store()
    s.items.append(Item(1))
    s.items.append(Item(2))
    s.items.removeAll { $0.n == 1 }
    print("--")
    s.byName.updateValue(Item(3), forKey: "a")
    s.byName.removeValue(forKey: "a")
    print("--")
    s.computed.append(Item(4))
    s.computed.removeLast()
    print("--")
    s.observed.append(Item(5))
    s.observed.removeAll()
    print("-- end")
}
