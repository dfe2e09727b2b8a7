// An actor's stored objects, a closure capturing one, and a weak delegate: dropping the last reference to the actor runs its deinit, then releases its properties in declaration order, as a class's would
final class Logger {
    let tag: String
    init(tag: String) { self.tag = tag; print("Logger \(tag) init") }
    deinit { print("Logger \(tag) deinit") }
}
final class Delegate {
    deinit { print("Delegate deinit") }
}
actor Uploader {
    let logger: Logger
    nonisolated let name: String
    var pending: [Logger] = []
    weak var delegate: Delegate?
    let onFinish: () -> Void
    init(name: String, delegate: Delegate) {
        self.name = name
        logger = Logger(tag: name)
        let extra = Logger(tag: name + "-closure")
        onFinish = { print("finished with", extra.tag) }
        pending = [Logger(tag: name + "-1"), Logger(tag: name + "-2")]
        self.delegate = delegate
        print("Uploader \(name) ready")
    }
    nonisolated func label() -> String { "uploader " + name }
    deinit { print("Uploader \(name) deinit, delegate \(delegate == nil ? "gone" : "alive")") }
}
var delegate: Delegate? = Delegate()
var uploader: Uploader? = Uploader(name: "photos", delegate: delegate!)
let alias = uploader
print(uploader!.label(), uploader!.logger.tag)
uploader = nil
print("one reference left")
delegate = nil
print(alias!.name)
var second: Uploader? = Uploader(name: "videos", delegate: Delegate())
second = nil
print("end")
