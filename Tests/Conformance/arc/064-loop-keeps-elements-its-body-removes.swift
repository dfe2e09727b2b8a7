// ARC: a loop over an array, a dictionary or forEach keeps the elements until it ends, even when its body empties the collection
final class Child {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
final class Parent {
    var children: [Child] = [Child("a"), Child("b"), Child("c")]
    var lookup: [String: Child] = [:]
}
let parent = Parent()
for child in parent.children {
    parent.children.removeAll()
    print("visiting \(child.name)")
}
print("loop done")
parent.lookup = ["x": Child("x")]
for (key, value) in parent.lookup {
    parent.lookup = [:]
    print("entry \(key) \(value.name)")
}
print("dict done")
var list: [Child]? = [Child("p"), Child("q")]
list?.forEach { c in
    list = nil
    print("each \(c.name)")
}
print("end")
