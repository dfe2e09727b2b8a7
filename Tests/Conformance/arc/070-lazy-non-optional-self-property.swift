// ARC: a non-optional `lazy var x: Self` is a link (its storage is `Self?`); `lazy var x: Self?` is not
class Tag {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("  release \(name)") }
}

class Draft {
    let name: String
    lazy var copy: Draft = Draft(name + "'")
    var tag: Tag
    init(_ name: String) {
        self.name = name
        tag = Tag(name + ".tag")
    }
    deinit { print("deinit Draft \(name)") }
}

class Sketch {
    let name: String
    lazy var copy: Sketch? = Sketch(name + "'")
    var tag: Tag
    init(_ name: String) {
        self.name = name
        tag = Tag(name + ".tag")
    }
    deinit { print("deinit Sketch \(name)") }
}

do {
    let d = Draft("d")
    print("read", d.copy.name)
    print("read", d.copy.copy.name)
    print("leaving scope")
}
print("--")
do {
    let s = Sketch("s")
    print("read", s.copy!.name)
    print("leaving scope")
}
print("--")
do {
    let d = Draft("unread")
    print("leaving scope with", d.name)
}
print("end")
