// A struct not marked @propertyWrapper cannot be used as an attribute.
struct Wrapper {
    var wrappedValue: Int
}
final class Counter {
    @Wrapper var count: Int = 0
}
print(Counter().count)
