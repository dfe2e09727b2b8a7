// ARC: for-in iterates a copy of the array: mutating the original in the loop releases nothing until the loop ends
class Child {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

var children = [Child("a"), Child("b"), Child("c")]
for child in children {
    print("visit \(child.name)")
    if child.name == "a" {
        children.removeAll()
        print("removed all, count \(children.count)")
    }
}
print("loop done")
children = [Child("d"), Child("e")]
for child in children where child.name == "d" {
    children.removeLast()
    print("visit \(child.name), removed last")
}
print("second loop done")
for temp in [Child("t0"), Child("t1")] {
    print("visit \(temp.name)")
}
print("end")
