// Generic helpers given Characters and Substrings from parsed input: `type(of:)` and casts to String, Character and Substring inside them answer for the type the call bound
func describe<T>(_ value: T) -> String {
    if value is String { return "string \(value)" }
    if value is Character { return "character \(value)" }
    if let s = value as? Substring { return "substring \(s) of \(s.count)" }
    return "other \(type(of: value))"
}

func kind<T>(of value: T) -> String {
    "\(type(of: value))"
}

struct Token<Text> {
    let text: Text
    func isWord() -> Bool { text is Substring }
}

let line = "open settings/profile now"
let words = line.split(separator: " ")
for w in words { print(describe(w)) }
print(describe(line))
print(describe(line.first!))
print(describe(42))
print(kind(of: words[1]), kind(of: line.last!), kind(of: line), kind(of: words))
let path = words[1].split(separator: "/")
print(path.map { kind(of: $0) })
print(Token(text: words[0]).isWord(), Token(text: "x").isWord(), Token(text: Character("y")).isWord())
let first = line.prefix(4)
let asString = String(first)
print(describe(first), describe(asString), first == "open")
