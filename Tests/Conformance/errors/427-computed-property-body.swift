// ERRORS: a computed property's getter body is checked
struct Profile {
    let first: String
    let last: String
    var fullName: String { first + " " + last.uppercase() }
}
print(Profile(first: "a", last: "b").first)
