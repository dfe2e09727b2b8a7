// Screens and handlers overriding with wider parameters than they override (`String?` for `String`, a base class for a subclass): calls through the base and through the subclass reach the override, with nil where the subclass allows it
class Event { let name: String; init(name: String) { self.name = name }; deinit { print("Event deinit", name) } }
final class TapEvent: Event {}

class Handler {
    func handle(_ event: TapEvent) -> String { "base " + event.name }
    func title(for id: String) -> String? { "base \(id)" }
    deinit { print("Handler deinit") }
}

final class LoggingHandler: Handler {
    override func handle(_ event: Event) -> String { "logged " + event.name }
    override func title(for id: String?) -> String? { id.map { "logged \($0)" } }
}

var handler: Handler? = LoggingHandler()
print(handler!.handle(TapEvent(name: "tap")))
print(handler!.title(for: "home") as Any)
let logging = LoggingHandler()
print(logging.handle(Event(name: "plain")))
print(logging.title(for: nil) as Any, logging.title(for: "x") as Any)
handler = nil
print("end")
