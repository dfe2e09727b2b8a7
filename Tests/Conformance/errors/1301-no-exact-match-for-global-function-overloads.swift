// A global function overloaded by parameter type, called with an argument that fits none, is refused before anything runs.
func describe(_ count: Int) -> String { "count \(count)" }
func describe(_ name: String) -> String { "name \(name)" }
final class Logger {
    deinit { print("Logger deinit") }
    func log(_ line: String) { print(line) }
}
let logger = Logger()
logger.log(describe(3))
logger.log(describe("three"))
let ratio = 0.5
logger.log(describe(ratio))
