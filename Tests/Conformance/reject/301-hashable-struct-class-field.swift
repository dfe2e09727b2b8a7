// REJECT: Hashable on a struct with a stored class reference that is not Hashable is refused, as swiftc refuses it
// expect-error: does not conform to protocol 'Hashable'
// expect-line: 7
class Screen {}

/// A key for a dictionary of screens.
struct ScreenKey: Hashable {
    let id: Int
    let screen: Screen
}

let s = Screen()
let key = ScreenKey(id: 1, screen: s)
print(key.id)
print(key == ScreenKey(id: 1, screen: s))
