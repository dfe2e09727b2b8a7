// post calls matching block observers before it returns, in the order they registered; a name or an object given at registration filters what arrives.
// prelude: uikit

extension Notification.Name {
    static let ping = Notification.Name("ping")
    static let pong = Notification.Name("pong")
}

final class Sender {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Sender(\(name)) deinit") }
}

let center = NotificationCenter.default
var a: Sender? = Sender("a")
let b = Sender("b")
let first = center.addObserver(forName: .ping, object: nil, queue: .main) { _ in print("first sees ping") }
let fromA = center.addObserver(forName: .ping, object: a, queue: nil) { _ in print("fromA sees ping from a") }
let any = center.addObserver(forName: nil, object: nil, queue: nil) { note in print("any sees \(note.name.rawValue)") }
print("-- post ping from b")
center.post(name: .ping, object: b)
print("-- post ping from a")
center.post(name: .ping, object: a)
print("-- post pong")
center.post(Notification(name: .pong))
print("-- the center does not retain the object it filters on")
a = nil
center.post(name: .ping, object: b)
center.removeObserver(first)
center.removeObserver(fromA)
center.removeObserver(any)
center.post(name: .ping, object: b)
print("-- done")
