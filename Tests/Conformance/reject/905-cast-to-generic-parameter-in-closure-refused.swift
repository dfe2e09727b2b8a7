// as? T inside a closure of a generic function is refused before the run: the closure would have to keep what the call bound T to
// expect-error: does not support casting to the generic parameter 'T' in a closure
// expect-line: 8
struct Payload {
    let values: [Any]

    func all<T>(of type: T.Type) -> [T] {
        values.compactMap { $0 as? T }
    }
}

print("loading")
let payload = Payload(values: [1, "two", 3])
print(payload.all(of: Int.self))
print(payload.all(of: String.self))
