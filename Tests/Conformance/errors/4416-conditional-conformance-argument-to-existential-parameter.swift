// A generic instance passed for an existential parameter of a protocol it conforms to only conditionally, its condition unmet (Box<Int> for Named where T: Named): swiftc's 'global function requires' error at the argument
// expect-error: global function 'greet' requires that 'Int' conform to 'Named'
protocol Named { var name: String { get } }
struct Box<T> { let value: T }
extension Box: Named where T: Named { var name: String { "box" } }
func greet(_ n: Named) { print("hello", n.name) }
print("start")
greet(Box(value: 3))
