// Initializers overloaded by parameter type, called with an argument that fits none, are refused in swiftc's words.
final class Badge {
    let text: String
    init(value: String) { text = value }
    init(value: Int) { text = "#\(value)" }
    deinit { print("Badge deinit", text) }
}
let first = Badge(value: "new")
print(first.text)
let second = Badge(value: [1, 2])
print(second.text)
