// String(describing:), String(reflecting:) and interpolation of Optionals and of collections of Optionals without a nil in them
struct User: CustomStringConvertible {
    let name: String
    var description: String { "User(\(name))" }
}

let user: User? = User(name: "ann")
let missing: User? = nil
let count: Int? = 3
let title: String? = "Home"
let scores: [Int?] = [1, 2]
let labels: [String: Int?] = ["only": 4]

print(String(describing: user), String(describing: missing))
print(String(describing: count), String(reflecting: count), String(reflecting: title))
print("\(String(describing: user)) and \(String(describing: title))")
print(String(describing: scores), String(reflecting: scores))
print("scores \(scores) labels \(labels)")
print(scores as Any, "\(scores as Any)")
let line = "user=" + String(describing: user) + " count=" + String(describing: count)
print(line)
var log: [String] = []
let values: [Int?] = [count, nil, 7]
for value in values {
    log.append(String(describing: value))
}
print(log)
print(String(describing: 5), String(reflecting: "text"), String(describing: User(name: "bo")))
