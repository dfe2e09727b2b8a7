// Foundation's String.capitalized without an import of Foundation is swiftc's error: String has no such member
struct ProfileHeader {
    let firstName: String
    let lastName: String

    var title: String { "\(firstName) \(lastName)".capitalized }
}

print("header")
print(ProfileHeader(firstName: "ada", lastName: "lovelace").title)
