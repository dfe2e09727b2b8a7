// ERRORS: a struct's throwing initializer called without try at top level is refused, in swiftc's words
struct Email {
    struct Invalid: Error {}
    let address: String
    init(_ address: String) throws {
        guard address.contains("@") else { throw Invalid() }
        self.address = address
    }
}

let email = Email("kim@example.com")
print(email.address)
