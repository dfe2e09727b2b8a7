// Instances of generic structs and classes print with their generic arguments, as print, string interpolation and type(of:) show them
struct Pair<A, B> { var first: A; var second: B }
final class Box<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
    deinit { print("deinit \(self)") }
}
struct Screen { var title = "Home" }
protocol Named {}
final class Tag: Named {}

let p = Pair(first: 1, second: "one")
print(p)
print(type(of: p))
debugPrint(p)
print([Pair(first: 2.5, second: true)])
let nested = Pair(first: Box(3), second: [Screen()])
print(nested)
print(type(of: nested))
print("\(Box("text"))")
let explicit = Box<Named>(Tag())
print(type(of: explicit), explicit)
let annotated: Box<Double> = Box(4)
print(annotated.value, type(of: annotated))
let boxes = [Box([1, 2]), Box([3])]
print(boxes.count, boxes)
print(Pair(first: (1, "a"), second: ["k": 1]))
print("end")
