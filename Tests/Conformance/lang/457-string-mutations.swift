// Strings change in place: append, append(contentsOf:), +=, removeLast, removeFirst, removeAll and removeAll(where:), also through a property and in a mutating method.
struct Log {
    var text = ""
    mutating func add(_ line: String) {
        if !text.isEmpty { text.append(", ") }
        text.append(contentsOf: line)
    }
}
var s = "coord"
s.append("lab")
s.append("!")
print(s, s.count)
let last = s.removeLast()
let first = s.removeFirst()
print(s, last, first)
s.removeAll { $0 == "o" }
print(s)
s.removeAll()
print(s.isEmpty, "[\(s)]")
var log = Log()
log.add("push")
log.add("pop")
log.text += "."
print(log.text)
final class Screen { var title = "home" }
let screen = Screen()
screen.title.append(" screen")
print(screen.title, screen.title.removeLast())
