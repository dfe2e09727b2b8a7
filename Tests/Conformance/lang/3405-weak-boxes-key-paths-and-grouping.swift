// Weak boxes pruned before notifying, key paths read from structs and classes, Dictionary(grouping:by:), reduce(into:) and an opaque result
struct Weak<T: AnyObject> { weak var value: T? }
protocol Observer: AnyObject { func didChange(_ count: Int) }
final class Counter {
  private var observers: [Weak<AnyObject>] = []
  var count = 0 { didSet { notify() } }
  func add(_ o: Observer) { observers.append(Weak(value: o)) }
  private func notify() {
    observers.removeAll { $0.value == nil }
    for case let o as Observer in observers.compactMap({ $0.value }) { o.didChange(count) }
  }
}
final class Label: Observer { let name: String; init(_ n: String) { name = n }
  func didChange(_ count: Int) { print(name, count) }; deinit { print(name, "deinit") } }
let counter = Counter()
var a: Label? = Label("a"); let b = Label("b")
counter.add(a!); counter.add(b)
counter.count += 1
a = nil
counter.count += 1
struct Person { let name: String; let team: String; var age: Int }
let people = [Person(name: "Ann", team: "x", age: 30), Person(name: "Bob", team: "y", age: 25), Person(name: "Cy", team: "x", age: 41)]
let names = people.map(\.name)
print(names, people.sorted { $0.age < $1.age }.map(\.name))
let grouped = Dictionary(grouping: people, by: \.team)
print(grouped.keys.sorted(), grouped["x"]!.count)
let byTeam = people.reduce(into: [String: Int]()) { $0[$1.team, default: 0] += $1.age }
print(byTeam.sorted { $0.key < $1.key })
func makeObserver() -> some Observer { Label("opaque") }
let o: any Observer = makeObserver()
o.didChange(3)
let kp: KeyPath<Person, Int> = \.age
print(people.map { $0[keyPath: kp] }.max() ?? 0)
