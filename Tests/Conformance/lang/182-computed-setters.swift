// LANG: computed properties with setters on classes, structs and extensions: newValue, custom names, compound assignment
class Temperature {
    var celsius = 0.0
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}

struct Rect {
    var x = 0, y = 0, width = 1, height = 1
    var center: (Int, Int) {
        get { (x + width / 2, y + height / 2) }
        set(c) {
            x = c.0 - width / 2
            y = c.1 - height / 2
        }
    }
}

extension Rect {
    var area: Int {
        get { width * height }
        set { width = newValue / height }
    }
}

class Counter {
    private var storage: [String] = []
    var count: Int {
        get { return storage.count }
        set {
            print("resizing to \(newValue)")
            while storage.count < newValue { storage.append("x") }
            while storage.count > newValue { storage.removeLast() }
        }
    }
}

let t = Temperature()
t.fahrenheit = 212
print(t.celsius, t.fahrenheit)
t.fahrenheit += 18
print(t.celsius)
var r = Rect(x: 0, y: 0, width: 4, height: 2)
r.center = (10, 10)
print(r.x, r.y, r.center)
r.area = 20
print(r.width, r.area)
var rects = [r, Rect()]
rects[1].area = 7
print(rects[1].width)
let c = Counter()
c.count = 3
c.count -= 1
print(c.count)
