// LANG: string interpolation of Int, Double, Bool, String, expressions, optionals, instances and arrays
class Screen {}
enum Mode { case light, dark }

let count = 3
let price = 2.5
let ok = true
let name = "kim"
let maybe: String? = "x"
let none: Int? = nil
print("count=\(count) price=\(price) ok=\(ok) name=\(name)")
print("total \(price * 3)")
print("sum \(count + 4), nested \("inner \(count * 2)")")
print("optional \(maybe) and \(none)")
print("instance \(Screen()) array \([1, 2]) strings \(["a", "b"])")
print("mode \(Mode.dark)")
let greeting = "Hello, \(name)! You have \(count) new \(count == 1 ? "message" : "messages")."
print(greeting)
var s = ""
for i in 0..<3 { s += "\(i)," }
print(s)
print("\(count)\(count)")
print("quote \"\(name)\" and backslash \\")
