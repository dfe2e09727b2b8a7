// as? T inside a closure of a generic function: the closure keeps what the call bound T to
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
