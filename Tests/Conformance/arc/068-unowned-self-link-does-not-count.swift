// ARC: unowned self-typed properties are not links: the one strong `Self?` property is still released last
class Tag {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("  release \(name)") }
}

class Step {
    let name: String
    unowned var start: Step?
    var next: Step?
    unowned var previous: Step?
    var tag: Tag
    init(_ name: String, after previous: Step?) {
        self.name = name
        self.previous = previous
        start = previous?.start ?? previous
        tag = Tag(name + ".tag")
    }
    deinit { print("deinit \(name)") }
}

do {
    let s1 = Step("s1", after: nil)
    s1.next = Step("s2", after: s1)
    s1.next!.next = Step("s3", after: s1.next)
    print(s1.next!.next!.start!.name, s1.next!.next!.previous!.name)
    print("leaving scope")
}
print("end")
