// LANG: dictionaries of references: subscript get/set, nil removal, count, isEmpty, optional values
class Coordinator {
    let name: String
    init(_ name: String) { self.name = name }
    func start() { print("start \(name)") }
}

var children: [String: Coordinator] = [:]
print(children.isEmpty, children.count)
children["login"] = Coordinator("login")
children["home"] = Coordinator("home")
print(children.count, children["login"]!.name)
children["home"]?.start()
children["missing"]?.start()
print(children["missing"] == nil)
if let c = children["login"] {
    c.start()
}
children["login"] = nil
print(children.count, children["login"]?.name ?? "gone")
children["home"] = Coordinator("home2")
print(children["home"]!.name)
var counts: [String: Int] = ["a": 1]
counts["a"] = counts["a"]! + 1
counts["b"] = 5
print(counts["a"]!, counts["b"] ?? 0, counts["z"] ?? 0)
let lookup = children["home"]
print(lookup === children["home"])
