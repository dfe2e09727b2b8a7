// Character's Unicode properties in a sign-up form's validation: isLetter, isNumber, isWhitespace, case, wholeNumberValue, Character(_:)
struct PasswordRules {
    func problems(in password: String) -> [String] {
        var found: [String] = []
        if !password.contains(where: { $0.isUppercase }) { found.append("needs an uppercase letter") }
        if !password.contains(where: { $0.isLowercase }) { found.append("needs a lowercase letter") }
        if !password.contains(where: { $0.isNumber }) { found.append("needs a digit") }
        if password.contains(where: { $0.isWhitespace }) { found.append("no spaces") }
        if password.allSatisfy({ $0.isLetter || $0.isNumber }) { found.append("needs a symbol") }
        return found
    }
}

let rules = PasswordRules()
for candidate in ["hunter2", "Hunter 2!", "CORRECT-horse-7", "ß", "Ünïcödé9?"] {
    let problems = rules.problems(in: candidate)
    print(candidate, problems.isEmpty ? "ok" : problems.joined(separator: ", "))
}

let pin = "40٣7"
let digits = pin.compactMap { $0.wholeNumberValue }
print(digits, digits.reduce(0, +), pin.filter { $0.isASCII })
let initials = "grace brewster hopper".split(separator: " ").compactMap { $0.first?.uppercased() }
print(initials.joined())
for ch in "a\tZ,½ 7\n€" {
    print(ch.isLetter, ch.isNumber, ch.isWholeNumber, ch.isPunctuation, ch.isSymbol, ch.isCurrencySymbol, ch.isNewline,
          ch.isCased, ch.hexDigitValue as Any)
}
let sharp = Character("ß")
print(sharp.uppercased(), sharp.lowercased(), sharp.isLowercase, Character("F").isHexDigit)
