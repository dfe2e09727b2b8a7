// Set's initializers other than () and (sequence) are refused by name before anything runs.
// expect-error: coordlab does not support 'Set.init(minimumCapacity:)' yet
// expect-line: 9
final class Session {
    deinit { print("Session deinit") }
}
var session: Session? = Session()
print("start")
var pending = Set<String>(minimumCapacity: 8)
pending.insert("a")
print(pending.count)
session = nil
