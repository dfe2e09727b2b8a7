// ARC: a chain of `let` links is released node by node (subclass properties included); the walk stops at a node something else holds
class Tag {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("  release \(name)") }
}

class Link {
    let name: String
    let next: Link?
    let tag: Tag
    init(_ name: String, _ next: Link?) {
        self.name = name
        self.next = next
        tag = Tag(name + ".tag")
    }
    deinit { print("deinit \(name)") }
}

class Kept: Link {
    var extra: Tag?
}

func makeKept() -> Link {
    let k = Kept("n3", Link("n4", Kept("n5", nil)))
    k.extra = Tag("n3.extra")
    (k.next!.next as! Kept).extra = Tag("n5.extra")
    return k
}

var kept: Link? = makeKept()
var head: Link? = Link("n1", Link("n2", kept))
print("drop head")
head = nil
print("drop kept")
kept = nil
print("--")
var chain: Link? = nil
for i in 1...6 {
    if i % 2 == 0 {
        let c = Kept("c\(i)", chain)
        c.extra = Tag("c\(i).extra")
        chain = c
    } else {
        chain = Link("c\(i)", chain)
    }
}
print("drop chain")
chain = nil
print("end")
