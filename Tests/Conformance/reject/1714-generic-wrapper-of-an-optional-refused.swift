// REJECT: a generic property wrapper of the program's own around an Optional is refused before anything runs: its code would see the value without Optional(…) here
// expect-error: coordlab does not support Optional generic arguments
// expect-line: 16
@propertyWrapper
struct Logged<Value> {
    private var value: Value
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set { print("set to \(newValue)"); value = newValue }
    }
}
final class ProfileViewModel {
    @Logged var name = "ann"
    @Logged var count = 0
    @Logged var nickname: String?
    deinit { print("ProfileViewModel deinit") }
}
print("never printed")
let model = ProfileViewModel()
model.nickname = "a"
