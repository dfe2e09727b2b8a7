// ARC: a property typed as the superclass (or as a subclass) is not a self link: declaration order
class Tag {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("  release \(name)") }
}

class Screen {
    let name: String
    var child: Detail?
    var tag: Tag
    init(_ name: String) {
        self.name = name
        tag = Tag(name + ".tag")
    }
    deinit { print("deinit Screen \(name)") }
}

class Detail: Screen {
    var back: Screen?
    var note: Tag?
    deinit { print("deinit Detail \(name)") }
}

do {
    let home = Screen("home")
    home.child = Detail("d1")
    home.child!.note = Tag("d1.note")
    home.child!.back = Screen("s2")
    home.child!.child = Detail("d3")
    print("leaving scope")
}
print("--")
do {
    let d = Detail("top")
    d.back = Detail("back")
    d.note = Tag("top.note")
    print("leaving scope")
}
print("end")
