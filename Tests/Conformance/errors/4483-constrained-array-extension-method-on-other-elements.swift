// A method of 'extension Array where Element: Coordinator' called on an array whose elements do not conform: swiftc's error at the method's name (coordlab ran it: the logger has a start() of its own)
protocol Coordinator: AnyObject { func start() }
final class AppCoordinator: Coordinator { func start() { print("app") } }
final class Logger { func start() { print("log") } }
extension Array where Element: Coordinator {
    func startAll() { forEach { $0.start() } }
}
[AppCoordinator()].startAll()
let loggers = [Logger()]
loggers.startAll()
