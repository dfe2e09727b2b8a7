// A CurrentValueSubject and Just deliver while `sink` is still running: a value printed inside the closure comes before the line after the subscription.
// prelude: uikit

let current = CurrentValueSubject<[Int], Never>([1, 2])
print("subscribing")
let token = current.map { $0.reduce(0, +) }.sink { print("sum", $0) }
print("subscribed")
current.value.append(3)
current.send([])
let just = Just((name: "ada", age: 36)).sink { print($0.name, $0.age) }
print("after just")
withExtendedLifetime((token, just)) {}
