// ARC: with two strong `Self?` properties, neither is held back: all properties go in declaration order
class Tag {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("  release \(name)") }
}

class Tree {
    let name: String
    var left: Tree?
    var label: Tag
    var right: Tree?
    var note: Tag?
    init(_ name: String) {
        self.name = name
        label = Tag(name + ".label")
    }
    deinit { print("deinit \(name)") }
}

do {
    let root = Tree("root")
    root.note = Tag("root.note")
    root.left = Tree("L")
    root.left!.right = Tree("LR")
    root.right = Tree("R")
    root.right!.note = Tag("R.note")
    print("leaving scope")
}
print("end")
