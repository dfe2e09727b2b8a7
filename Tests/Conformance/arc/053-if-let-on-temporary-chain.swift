// ARC: in `if let x = temp()?.child`, the temporary is released before the body; x lives to the end of the body
class Box {
    let name: String
    var child: Box?
    init(_ name: String, _ child: Box? = nil) {
        self.name = name
        self.child = child
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

func makeBox(_ name: String) -> Box? { return Box(name, Box(name + ".child")) }

if let c = makeBox("outer")?.child {
    print("body with \(c.name)")
}
print("---")
if let b = makeBox("kept") {
    print("body with \(b.name)")
}
print("---")
func check() {
    guard let c = makeBox("guarded")?.child else { return }
    print("after guard \(c.name)")
}
check()
print("end")
