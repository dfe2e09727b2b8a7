// LANG: computed get-only properties, with and without an explicit get, on classes, structs and extensions
class Rect {
    var width: Double
    var height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    var area: Double { return width * height }
    var isSquare: Bool {
        get { return width == height }
    }
    var summary: String { "\(width)x\(height)" }
}

struct Counter {
    var items: [Int]
    var total: Int {
        var sum = 0
        for i in items { sum += i }
        return sum
    }
}

extension Rect {
    var perimeter: Double { return 2 * (width + height) }
}

let r = Rect(width: 3, height: 4)
print(r.area, r.isSquare, r.summary, r.perimeter)
r.width = 4
print(r.area, r.isSquare, r.summary)
let c = Counter(items: [1, 2, 3, 4])
print(c.total)
