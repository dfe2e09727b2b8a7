// A wrapped property without an initial value, set in the initializer, is refused before anything runs.
// expect-error: does not support a wrapped property without an initial value
// expect-line: 10
@propertyWrapper
struct Logged<Value> {
    var wrappedValue: Value
}
final class Model {
    let id: Int
    @Logged var state: String
    init(state: String) {
        id = 1
        self.state = state
    }
}
print("never printed")
print(Model(state: "idle").state)
