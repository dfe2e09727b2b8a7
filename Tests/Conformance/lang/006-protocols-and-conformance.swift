// LANG: protocols with property and method requirements, conformance by classes and structs, existential values
protocol Shape {
    var name: String { get }
    func area() -> Double
}

class Circle: Shape {
    let r: Double
    init(r: Double) { self.r = r }
    var name: String { return "circle" }
    func area() -> Double { return 3.0 * r * r }
}

struct Square: Shape {
    let side: Double
    let name = "square"
    func area() -> Double { return side * side }
}

protocol Named { var label: String { get } }
class Tagged: Named, Shape {
    var label = "tag"
    var name: String { return "tagged" }
    func area() -> Double { return 0 }
}

let shapes: [Shape] = [Circle(r: 2), Square(side: 3), Tagged()]
for s in shapes {
    print(s.name, s.area())
}
var best: Shape = shapes[0]
for s in shapes where s.area() > best.area() { best = s }
print("biggest \(best.name)")
let n: Named = Tagged()
print(n.label)
