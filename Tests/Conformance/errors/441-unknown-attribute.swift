// An attribute that names no type is refused at its name, in swiftc's words.
final class Form {
    @Validated var email: String = ""
}
print(Form().email)
