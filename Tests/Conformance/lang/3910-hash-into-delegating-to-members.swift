// hash(into:) written by hand that hands the hasher on: name.hash(into:), a member struct's synthesized hash(into:), an enum's
struct Point: Hashable { var x: Int; var y: Int }
enum Layer: Hashable { case base, overlay(Int) }
struct Pin: Hashable {
    var title: String
    var at: Point
    var layer: Layer
    var createdAt: Double
    // The time it was made is not part of its identity.
    func hash(into hasher: inout Hasher) {
        title.hash(into: &hasher)
        at.hash(into: &hasher)
        layer.hash(into: &hasher)
    }
    static func == (a: Pin, b: Pin) -> Bool { a.title == b.title && a.at == b.at && a.layer == b.layer }
}
print("start")
let first = Pin(title: "Cafe", at: Point(x: 1, y: 2), layer: .overlay(1), createdAt: 10)
let again = Pin(title: "Cafe", at: Point(x: 1, y: 2), layer: .overlay(1), createdAt: 99)
let moved = Pin(title: "Cafe", at: Point(x: 2, y: 1), layer: .overlay(1), createdAt: 10)
print(first == again, first.hashValue == again.hashValue, first.hashValue == moved.hashValue)
var byHand = Hasher()
Point(x: 3, y: 4).hash(into: &byHand)
var combined = Hasher()
combined.combine(Point(x: 3, y: 4))
print(byHand.finalize() == combined.finalize())
var pins: Set<Pin> = [first, again, moved]
print(pins.count)
pins.insert(Pin(title: "Cafe", at: Point(x: 2, y: 1), layer: .overlay(1), createdAt: 0))
print(pins.count, pins.contains(again))
var counts: [Pin: Int] = [:]
for p in [first, again, moved] { counts[p, default: 0] += 1 }
print(counts[first]!, counts[moved]!)
