// ARC: a `Self!` property is a `Self?` link (released last); with a `Self?` beside it there are two, so declaration order
class Tag {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("  release \(name)") }
}

class Cell {
    let name: String
    var next: Cell!
    var tag: Tag
    init(_ name: String) {
        self.name = name
        tag = Tag(name + ".tag")
    }
    deinit { print("deinit Cell \(name)") }
}

class Fork {
    let name: String
    var main: Fork!
    var tag: Tag
    var side: Fork?
    init(_ name: String) {
        self.name = name
        tag = Tag(name + ".tag")
    }
    deinit { print("deinit Fork \(name)") }
}

do {
    let c = Cell("c1")
    c.next = Cell("c2")
    c.next.next = Cell("c3")
    print("leaving scope")
}
print("--")
do {
    let f = Fork("f")
    f.main = Fork("main")
    f.side = Fork("side")
    f.main.main = Fork("main2")
    print("leaving scope")
}
print("end")
