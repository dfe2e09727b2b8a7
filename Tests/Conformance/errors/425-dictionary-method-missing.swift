// ERRORS: Swift's dictionaries have no member Swift lacks, inferred or declared
var children: [String: Int] = ["home": 1]
children["tab"] = 2
print(children.count)
children.removeObject(forKey: "home")
