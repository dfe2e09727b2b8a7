// A generic class whose code only keeps its parameter's value takes an Optional argument (it was refused) and prints as swiftc does
final class Box<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
let plain = Box(1)
let wrapped = Box<Int?>(nil)
print(plain.value, wrapped.value as Any)
print(type(of: wrapped), wrapped.value == nil)
let names = [Box<String?>("a"), Box<String?>(nil)]
print(names.map { $0.value ?? "none" }, names.map(\.value))
