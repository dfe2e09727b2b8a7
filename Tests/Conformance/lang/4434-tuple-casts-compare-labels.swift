// A checked cast of a labeled tuple kept as Any succeeds only when the labels agree where both sides have one, and gives the target's labels; a value of another element type fails
final class Tracker {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("tracker \(id) freed") }
}

func asPoint(_ value: Any) -> (x: Int, y: Int)? {
    value as? (x: Int, y: Int)
}

func describe(_ value: Any) -> String {
    if let p = value as? (x: Int, y: Int) { return "point \(p.x),\(p.y)" }
    if let pair = value as? (Int, String) { return "pair \(pair)" }
    if let t = value as? (name: String, Tracker) { return "named \(t.name) \(t.1.id)" }
    return "other"
}

let stored: [Any] = [(x: 1, y: 2), (x: 1, z: 2), (3, 4), (x: 5, 6), (y: 7, x: 8), (1, "one"), (first: 1, "two")]
for value in stored {
    print(asPoint(value) as Any, describe(value))
}

let swapped: Any = (x: 1, z: 2)
print(swapped is (x: Int, y: Int), swapped is (x: Int, Int), swapped is (Int, z: Int))
if let loose = swapped as? (Int, Int) {
    print("unlabeled target", loose)
}
if case let (a, b) as (x: Int, z: Int) = swapped {
    print("pattern", a, b)
}

do {
    let holder: Any = (name: "keeper", Tracker(9))
    print(describe(holder))
    print((holder as? (label: String, Tracker)) == nil)
}
print("done")
