// A function's parameter is a constant (without inout): removing from it is refused, naming the parameter.
final class Coordinator {
    var children: [Coordinator] = []
    let name: String
    init(name: String) { self.name = name }
}

func prune(_ children: [Coordinator], keeping name: String) -> [Coordinator] {
    children.removeAll { $0.name != name }
    return children
}

func pruneInPlace(_ children: inout [Coordinator], keeping name: String) {
    children.removeAll { $0.name != name }
}

var all = [Coordinator(name: "a"), Coordinator(name: "b")]
pruneInPlace(&all, keeping: "a")
print(prune(all, keeping: "a").count)
