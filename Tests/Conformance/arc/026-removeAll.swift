// ARC: removeAll(), assigning [] and replacing an array release the old elements in index order
class Child {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

class Parent {
    var children: [Child] = []
    deinit { print("deinit Parent") }
}

let p = Parent()
p.children.append(Child("a"))
p.children.append(Child("b"))
p.children.append(Child("c"))
p.children.removeAll()
print("after removeAll, empty: \(p.children.isEmpty)")
p.children = [Child("d"), Child("e")]
p.children = []
print("after = []")
p.children = [Child("f"), Child("g")]
p.children = [Child("h")]
print("after replacing")
p.children.removeAll()
p.children.removeAll()
print("end")
