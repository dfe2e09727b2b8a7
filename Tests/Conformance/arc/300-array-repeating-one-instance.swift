// ARC: Array(repeating:count:) holds one instance count times; it dies with the last element, and a count of zero frees it at the end of the statement
class Tab {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

var tabs = Array(repeating: Tab("shared"), count: 3)
print("made", tabs.count, tabs[0] === tabs[2])
tabs.removeFirst()
print("removed one")
tabs.removeAll()
print("removed all")

let none = Array(repeating: Tab("unused"), count: 0)
print("none", none.count)

func screens(_ n: Int) -> [Tab] {
    let placeholder = Tab("placeholder")
    return Array(repeating: placeholder, count: n)
}
var made = screens(2)
print("returned", made.count)
made[0] = Tab("first")
print("replaced first")
made = []
print("end")
