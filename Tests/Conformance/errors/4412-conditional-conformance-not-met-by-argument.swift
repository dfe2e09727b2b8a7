// A generic function given an instance of a type that conforms only conditionally (Box: Equatable where T: Equatable) with a class argument: swiftc names the innermost argument ('Session')
// expect-error: global function 'changed' requires that 'Session' conform to 'Equatable'
final class Session { deinit { print("Session deinit") } }
struct Box<T> { let value: T }
extension Box: Equatable where T: Equatable {}
func changed<T: Equatable>(_ old: T, _ new: T) -> Bool { old != new }
print(changed(Box(value: 1), Box(value: 2)))
print(changed(Box(value: Box(value: "a")), Box(value: Box(value: "a"))))
print(changed(Box(value: Session()), Box(value: Session())))
