// A program's own functions and methods named dump and readLine run as the program's, with implicit self too
final class Logger {
    var lines: [String] = []
    func dump() { print(lines.joined(separator: " | ")) }
    func readLine() -> String? { lines.popLast() }
    func record(_ s: String) { lines.append(s); if lines.count == 3 { dump() } }
}
func dump(_ l: Logger) { print("global dump of", l.lines.count) }
let logger = Logger()
for s in ["a", "b", "c"] { logger.record(s) }
print(logger.readLine() ?? "nil")
dump(logger)
