// ARC: variadic arguments travel in an array made for the call: temporaries passed to a variadic parameter are released with it when the call returns
class Coordinator {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

final class Parent {
    var children: [Coordinator] = []
    func add(_ items: Coordinator...) {
        print("adding", items.count)
        children += items
    }
    func names(of items: Coordinator..., separator: String = ", ") -> String {
        items.map { $0.name }.joined(separator: separator)
    }
}

func count(_ items: Coordinator...) -> Int { items.count }

let parent = Parent()
let kept = Coordinator("kept")
parent.add(kept, Coordinator("made"))
print("children", parent.children.count)
print(count(Coordinator("t1"), Coordinator("t2"), Coordinator("t3")))
print(count())
print(parent.names(of: Coordinator("x"), kept, separator: "+"))
print(parent.names(of: kept))
parent.children.removeAll()
print("end")
