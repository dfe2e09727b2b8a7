// ERRORS: `&` before an argument whose parameter is not `inout` is refused in swiftc's words
func describe(_ titles: [String], separator: String) -> String {
    titles.joined(separator: separator)
}
var titles = ["home", "detail"]
print(describe(&titles, separator: " > "))
