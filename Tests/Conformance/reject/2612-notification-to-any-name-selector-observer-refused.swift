// an observer of every name, added with a selector, makes any post refused before the program runs, a notification made beforehand included
// expect-error: does not support posting to an observer added with 'addObserver(_:selector:name:object:)' yet
// expect-line: 19
// prelude: uikit
final class Logger: NSObject {
    var seen = 0
    func listen() {
        NotificationCenter.default.addObserver(self, selector: Selector("log:"), name: nil, object: nil)
    }
    func log(_ note: Notification) { seen += 1 }
    deinit { print("deinit Logger") }
}
final class Screen { deinit { print("deinit Screen") } }
var logger: Logger? = Logger()
logger?.listen()
var screen: Screen? = Screen()
let note = Notification(name: Notification.Name("screenClosed"), object: nil)
screen = nil
NotificationCenter.default.post(note)
print(logger?.seen ?? -1)
logger = nil
