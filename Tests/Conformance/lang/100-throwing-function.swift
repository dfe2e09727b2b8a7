// LANG: a throws function returns normally or throws; try calls it, do/catch handles what it throws (formerly reject/003)
enum FormError: Error {
    case emptyEmail
    case missingAt
}

class Form {
    var email = ""
}

func validate(_ f: Form) throws -> Bool {
    if f.email == "" { throw FormError.emptyEmail }
    if !f.email.contains("@") { throw FormError.missingAt }
    return true
}

let form = Form()
print("form ready")
for candidate in ["", "ann", "ann@example.com"] {
    form.email = candidate
    do {
        let ok = try validate(form)
        print("valid:", ok, form.email)
    } catch {
        print("invalid:", error)
    }
}
func check(_ f: Form) throws -> String {
    let ok = try validate(f)
    print("not reached when validate throws")
    return ok ? "fine" : "odd"
}
form.email = "bob"
do {
    print(try check(form))
} catch FormError.missingAt {
    print("caught missingAt from a nested call")
}
form.email = "bob@x"
print(try check(form))
