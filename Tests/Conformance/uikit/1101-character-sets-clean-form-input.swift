// CharacterSet's whitespaces, newlines, whitespacesAndNewlines, punctuationCharacters, charactersIn and inverted, trimming and splitting form input (CRLF lines, tabs, empty parts)
// prelude: uikit
struct SignUpForm {
    var name: String
    var tags: String
    var notes: String

    var cleanName: String { name.trimmingCharacters(in: .whitespacesAndNewlines) }
    var tagList: [String] {
        tags.components(separatedBy: CharacterSet(charactersIn: ",;"))
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
    var noteLines: [String] { notes.components(separatedBy: .newlines) }
}

let form = SignUpForm(name: " \t Ada Lovelace \n", tags: "math; engines ,, poetry;", notes: "first\r\nsecond\n\nthird")
print("[\(form.cleanName)]", form.tagList, form.noteLines, form.noteLines.count)
print("[\(form.name.trimmingCharacters(in: .whitespaces))]", "[\(form.name.trimmingCharacters(in: .newlines))]")
print("Hello, world! How's it going?".components(separatedBy: .punctuationCharacters))
print("¡¿Qué?!".trimmingCharacters(in: .punctuationCharacters), "--a-b--".trimmingCharacters(in: CharacterSet(charactersIn: "-")))
let digitsOnly = CharacterSet(charactersIn: "0123456789").inverted
print("(555) 010-9999".components(separatedBy: digitsOnly).joined(), "ab12cd".trimmingCharacters(in: digitsOnly))
print("one  two\tthree".components(separatedBy: .whitespaces), "x\r\ny".components(separatedBy: CharacterSet(charactersIn: "\n")))
print("   ".trimmingCharacters(in: .whitespaces).isEmpty, "".components(separatedBy: .newlines), "a\u{2028}b".components(separatedBy: .newlines))
