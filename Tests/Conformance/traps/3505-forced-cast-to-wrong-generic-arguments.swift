// A forced cast to the wrong generic arguments traps with Swift's message
// expect-trap: Could not cast value of type 'main.Box<Swift.Int>' to 'main.Box<Swift.String>'
final class Box<T> {
    let value: T
    init(_ value: T) { self.value = value }
}
let things: [Any] = [Box(1), Box("a")]
print((things[1] as! Box<String>).value)
print((things[0] as! Box<String>).value)
print("not reached")
