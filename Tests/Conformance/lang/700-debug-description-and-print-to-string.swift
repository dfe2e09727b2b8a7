// print falls back on debugDescription, debugPrint and collections prefer it, and print(…, to: &text) appends to a String instead of the output.
struct Token: CustomDebugStringConvertible {
    let kind: String
    var debugDescription: String { "<token \(kind)>" }
}

struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "plain" }
    var debugDescription: String { "debug" }
}

enum Level: CustomDebugStringConvertible {
    case low, high
    var debugDescription: String { self == .low ? "Level.low!" : "Level.high!" }
}

final class Session: CustomDebugStringConvertible {
    let id: Int
    init(id: Int) { self.id = id }
    var debugDescription: String { "Session#\(id)" }
    deinit { print("Session \(id) deinit") }
}

print(Token(kind: "ident"))
print([Token(kind: "a"), Token(kind: "b")])
print(Both(), [Both()], "\(Both())")
debugPrint(Both())
print(String(describing: Both()), String(reflecting: Both()))
print(Level.low, [Level.high])
let s: Session? = Session(id: 7)
print(s as Any)
print(s!)

var log = ""
print("first", 1, to: &log)
print("second", terminator: "|", to: &log)
debugPrint("third", to: &log)
print(log.count)
print(log, terminator: "")
print()
var lines: [String] = []
for n in 1...3 {
    var line = ""
    print("line", n, separator: "#", terminator: "", to: &line)
    lines.append(line)
}
print(lines)
