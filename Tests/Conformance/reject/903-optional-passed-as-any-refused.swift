// An Optional passed where Any is expected is refused before the run: Swift keeps the Optional inside the Any and prints Optional(3)
// expect-error: does not support an Optional ('Int?') converted to 'Any'
// expect-line: 15
final class Logger {
    var lines: [String] = []
    func log(_ value: Any) {
        lines.append("\(value)")
        print("log:", value)
    }
}

let logger = Logger()
let badge: Int? = 3
logger.log("start")
logger.log(badge as Any)
print(logger.lines)
