// A generic struct printing its value through a description is refused an Optional argument
// expect-error: Optional generic arguments ('Value' would be 'Int?')
struct Labelled<Value>: CustomStringConvertible {
    let label: String
    let value: Value
    var description: String { "\(label): \(value)" }
}
let l = Labelled<Int?>(label: "age", value: 3)
print(l)
