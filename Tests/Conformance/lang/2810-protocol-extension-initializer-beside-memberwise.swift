// A protocol extension's initializer next to a struct's memberwise one: each call takes the one its labels fit, defaults kept
protocol Shape {
    var sides: Int { get }
    init(sides: Int, label: String)
}
extension Shape {
    init(triangleNamed name: String) {
        print("making \(name)")
        self.init(sides: 3, label: name)
    }
    var kind: String { sides == 3 ? "triangle" : "\(sides)-gon" }
}
struct Polygon: Shape {
    var sides: Int
    var label = "plain"
}
struct Tile: Shape {
    let sides: Int
    init(sides: Int, label: String) { self.sides = sides * 2; print("tile \(label)") }
}
let a = Polygon(sides: 5)
let b = Polygon(triangleNamed: "delta")
let c = Polygon(sides: 4, label: "square")
let d = Tile(triangleNamed: "tile")
print(a.kind, a.label, b.kind, b.label, c.kind, c.label, d.kind)
