// A wrapped property's storage `_name` is private to its type.
@propertyWrapper
struct Doubled {
    private var value = 0
    var wrappedValue: Int {
        get { value }
        set { value = newValue * 2 }
    }
    init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
}
final class Model {
    @Doubled var size = 3
}
let model = Model()
print(model.size)
print(model._size.wrappedValue)
