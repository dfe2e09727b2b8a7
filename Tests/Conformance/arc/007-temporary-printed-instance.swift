// ARC: an instance printed directly is kept alive until print has written it
class Widget {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

print(Widget("alone"))
print("---")
print(Widget("one"), Widget("two"))
print("---")
print(Widget("mixed").name, Widget("kept"))
print("---")
print("\(Widget("interp-a")) and \(Widget("interp-b"))")
print("---")
print([Widget("e0"), Widget("e1")])
print("end")
