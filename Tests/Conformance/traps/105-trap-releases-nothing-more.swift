// TRAP: a trap stops the program where it is: the array a for-in loop iterates, a switch subject and a condition's temporaries are not released after it
// expect-trap: Unexpectedly found nil while unwrapping an Optional value
class Item {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func lookup(_ name: String) -> Item? {
    name == "missing" ? nil : Item("found \(name)")
}
for item in [Item("first"), Item("second")] {
    print("visiting", item.name)
}
print("---")
switch Item("subject").name {
case "subject":
    for item in [Item("loop a"), Item("loop b")] {
        print("visiting", item.name)
        if Item("condition temporary").name.count > 3, item.name == "loop b" {
            print(lookup("missing")!.name)
        }
    }
default:
    break
}
print("never printed")
