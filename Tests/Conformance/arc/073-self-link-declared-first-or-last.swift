// ARC: the one `Self?` link is released after the other properties whether it is declared first or last
class Tag {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("  release \(name)") }
}

class Front {
    var link: Front?
    let name: String
    var a: Tag
    var b: Tag
    init(_ name: String) {
        self.name = name
        a = Tag(name + ".a")
        b = Tag(name + ".b")
    }
    deinit { print("deinit Front \(name)") }
}

class Back {
    let name: String
    var a: Tag
    var b: Tag
    var link: Back?
    init(_ name: String) {
        self.name = name
        a = Tag(name + ".a")
        b = Tag(name + ".b")
    }
    deinit { print("deinit Back \(name)") }
}

do {
    let f = Front("f1")
    f.link = Front("f2")
    let b = Back("b1")
    b.link = Back("b2")
    print("leaving scope")
}
print("end")
