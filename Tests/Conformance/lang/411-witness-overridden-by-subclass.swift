// LANG: a superclass method that satisfies a requirement is overridden as any class method; a default stays a default
protocol Coordinator: AnyObject {
    func start() -> String
    func finish() -> String
}
extension Coordinator {
    func finish() -> String { "default finish" }
    func restart() -> String { "extension restart, then " + start() }
}
class Base {
    func start() -> String { "base start" }
}
class AppCoordinator: Base, Coordinator {
    override func start() -> String { "app start" }
}
final class TabCoordinator: AppCoordinator {
    override func start() -> String { "tab start" }
    func finish() -> String { "tab finish" }
    func restart() -> String { "tab restart" }
}
let tab = TabCoordinator()
let c: Coordinator = tab
let app: AppCoordinator = tab
print(c.start(), "|", c.finish(), "|", c.restart())
print(app.start(), "|", app.finish(), "|", app.restart())
print(tab.start(), "|", tab.finish(), "|", tab.restart())
let all: [Coordinator] = [AppCoordinator(), tab]
print(all.map { $0.finish() })
for x in all { print(x.restart()) }
