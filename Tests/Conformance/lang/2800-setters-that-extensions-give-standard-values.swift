// A computed property with a setter that an extension gives Int, String and Array, set directly, by +=, through &, and inside a struct
extension Int {
    var tens: Int {
        get { return self / 10 }
        set { self = newValue * 10 + self % 10 }
    }
}
extension String {
    var title: String {
        get { return uppercased() }
        set { self = "<" + newValue.lowercased() + ">" }
    }
}
extension Array where Element == Int {
    var head: Int {
        get { return first ?? -1 }
        set { if isEmpty { append(newValue) } else { self[0] = newValue } }
    }
}
func addFive(_ n: inout Int) { n += 5 }

var score = 47
score.tens = 8
print(score, score.tens)
score.tens += 1
print(score)
addFive(&score.tens)
print(score)

var label = "menu"
label.title = "HOME"
print(label, label.title)

var queue: [Int] = []
queue.head = 3
queue.head *= 7
queue.append(9)
print(queue, queue.head)

struct Route { var depth = 12; var names = ["a", "b"] }
var route = Route()
route.depth.tens = 4
route.names[1].title = "Detail"
print(route.depth, route.names)
