// A wrapped property's storage is a stored property at the wrapped property's place: it is
// made in declaration order and released in declaration order with the others; a class
// wrapper holding an object releases it when the owner goes.
final class Resource {
    let name: String
    init(_ name: String) { self.name = name; print("\(name) init") }
    deinit { print("\(name) deinit") }
}

@propertyWrapper
final class Holder<Value> {
    var wrappedValue: Value
    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
        print("Holder init")
    }
    deinit { print("Holder deinit") }
}

@propertyWrapper
struct Boxed<Value> {
    var wrappedValue: Value
}

final class Screen {
    let before = Resource("before")
    @Holder var held: Resource? = Resource("held")
    @Boxed var boxed = Resource("boxed")
    let after = Resource("after")
    deinit { print("Screen deinit") }
}

var screen: Screen? = Screen()
screen!.held = Resource("replacement")
screen!.boxed = Resource("boxed 2")
print("releasing")
screen = nil
print("end")
