// insert(contentsOf:at:) and append(contentsOf:) put every element in order (not the array as one element); the arrays they came from release theirs as Swift does
final class Child {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Child deinit", name) }
}

var children = [Child("a"), Child("d")]
children.insert(contentsOf: [Child("b"), Child("c")], at: 1)
print(children.map(\.name))
var extra: [Child]? = [Child("e"), Child("f")]
children.append(contentsOf: extra!)
extra = nil
print("extra dropped", children.count)
children.append(contentsOf: children.dropFirst(4))
print(children.map(\.name), children.count(where: { $0.name == "e" }))
print(children.map(\.name).description, [1: "x"].description, [3, 1].description)
children.removeSubrange(1..<5)
print("after removeSubrange", children.map(\.name))
children = []
print("end")
