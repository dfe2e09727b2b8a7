// CharacterSet.decimalDigits, which the prelude's character sets lack (Unicode's decimal digits need scalar properties), is refused before the run, not "type has no member"
// expect-error: does not support 'CharacterSet.decimalDigits' yet
// expect-line: 7
// prelude: uikit
final class PhoneField {
    var text = ""
    var digits: String { text.components(separatedBy: CharacterSet.decimalDigits.inverted).joined() }
}

let field = PhoneField()
field.text = "(555) 010-9999"
print("digits:")
print(field.digits)
