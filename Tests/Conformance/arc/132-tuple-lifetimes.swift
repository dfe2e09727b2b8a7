// ARC: objects in labeled tuples and destructured names live as long as the names holding them
final class Model {
    let tag: String
    init(_ tag: String) { self.tag = tag }
    deinit { print("deinit \(tag)") }
}
func makePair() -> (model: Model, other: Model) { (Model("m"), Model("o")) }
func run() {
    let (model, other) = makePair()
    print(model.tag, other.tag)
    let (_, unused) = (Model("discarded"), Model("u"))
    print("unused", unused.tag)
    var t = (first: Model("t1"), second: Model("t2"))
    t.first = Model("t3")
    print("replaced", t.first.tag)
    print("end of run")
}
run()
print("after run")
var holder: (label: String, model: Model)? = ("h", Model("held"))
print(holder!.model.tag)
holder = nil
print("holder cleared")
let (g1, g2) = makePair()
print("globals", g1.tag, g2.tag)
