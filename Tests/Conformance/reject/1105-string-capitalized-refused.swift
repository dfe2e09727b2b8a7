// Foundation's String.capitalized (word rules that depend on the locale) is refused before the run as something coordlab lacks, not "value of type 'String' has no member"
// expect-error: does not support 'String.capitalized' yet
// expect-line: 8
struct ProfileHeader {
    let firstName: String
    let lastName: String

    var title: String { "\(firstName) \(lastName)".capitalized }
}

print("header")
print(ProfileHeader(firstName: "ada", lastName: "lovelace").title)
