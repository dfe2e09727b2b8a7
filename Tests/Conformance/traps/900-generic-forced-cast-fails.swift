// TRAP: as! T with T bound from a .Type argument traps when the value is of another type
// expect-trap: Could not cast value of type 'Swift.Int' to 'Swift.String'
func forced<T>(_ value: Any, to type: T.Type) -> T { value as! T }

class Screen {
    let title: String
    init(_ title: String) { self.title = title }
    deinit { print("deinit \(title)") }
}

let screen = Screen("home")
print(forced(screen, to: Screen.self).title)
print(forced("text", to: String.self))
let values: [Any] = [1, 2]
for v in values {
    print("casting", v)
    print(forced(v, to: String.self))
}
print("never printed", screen.title)
