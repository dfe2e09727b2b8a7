// Printing a struct whose [String?] property has no nil is refused before the run: coordlab would print ["a"] where Swift prints [Optional("a")]
// expect-error: does not support printing a value of type 'Form'
// expect-line: 15
struct Form {
    var fields: [String?]
    var required: Bool
}

print("checking")
var form = Form(fields: ["name", nil], required: true)
print(form.fields)
form.fields.removeAll { $0 == nil }
print(form.fields.count)
let pair: (Int?, String) = (1, "one")
print(form)
print(pair)
