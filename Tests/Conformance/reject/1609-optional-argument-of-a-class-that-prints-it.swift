// A generic class whose code prints a value of its parameter or makes an Optional of it is refused an Optional argument, before anything runs
// expect-error: coordlab does not support Optional generic arguments ('T' would be 'String?') yet
// expect-line: 16
final class Logger<T> {
    var last: T?
    func log(_ value: T) {
        print("logged", value)
        last = value
    }
}
final class Counter<T> {
    var count = 0
    func add(_ value: T) { count += 1 }
}
print("start")
let logger = Logger<String?>()
let counter = Counter<String?>()
counter.add(nil)
logger.log(nil)
print(logger.last == nil)
