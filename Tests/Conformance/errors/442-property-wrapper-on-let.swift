// A property wrapper on a 'let' is refused, in swiftc's words.
@propertyWrapper
struct Lowercased {
    var value: String
    init(wrappedValue: String) { value = wrappedValue.lowercased() }
    var wrappedValue: String {
        get { value }
        set { value = newValue.lowercased() }
    }
}
struct Account {
    @Lowercased let handle: String = "ADA"
}
print(Account().handle)
