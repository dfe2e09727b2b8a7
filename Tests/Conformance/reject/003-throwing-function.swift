// REJECT: throwing functions (throws / throw / try) are outside coordlab's subset
// expect-error: does not support
// expect-error: throw
// expect-line: 11
class Form {
    var email = ""
}

let form = Form()
print("form ready")
func validate(_ f: Form) throws -> Bool {
    return f.email == ""
}
print(form.email == "")
