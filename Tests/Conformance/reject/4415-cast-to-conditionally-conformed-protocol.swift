// A dynamic cast to a protocol a generic type conforms to only conditionally is refused before the run: coordlab erases the arguments it would need (an Any holding Box<Int> must not pass 'is Named')
// expect-error: casts to protocol 'Named'
// expect-line: 10
protocol Named { var name: String { get } }
struct User: Named { let name: String }
struct Box<T> { let value: T }
extension Box: Named where T: Named { var name: String { "box" } }
let things: [Any] = [Box(value: User(name: "a")), Box(value: 3)]
for t in things {
    if let n = t as? Named { print(n.name) } else { print("not named") }
}
