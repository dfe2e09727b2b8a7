// ARC: a struct with a weak field inside an array does not keep its target alive
class Observer {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

struct WeakBox {
    weak var value: Observer?
}

struct StrongBox {
    let value: Observer
    let tag: Observer
}

var strongA: Observer? = Observer("a")
var strongB: Observer? = Observer("b")
var boxes = [WeakBox(value: strongA), WeakBox(value: strongB)]
strongA = nil
print("box0 \(boxes[0].value?.name ?? "nil"), box1 \(boxes[1].value?.name ?? "nil")")
boxes.removeAll { $0.value == nil }
print("boxes left \(boxes.count)")
var strong = [StrongBox(value: Observer("v0"), tag: Observer("t0")), StrongBox(value: Observer("v1"), tag: Observer("t1"))]
strong.removeLast()
print("removed last struct")
strong = []
print("end")
