// Foundation's localizedCaseInsensitiveContains(_:), the usual search filter of a list screen, on Strings and Substrings (an empty query matches nothing)
import Foundation
struct Contact { let name: String; let city: String }
let contacts = [Contact(name: "Ann Lee", city: "Seoul"), Contact(name: "bob KIM", city: "Busan"), Contact(name: "Cy", city: "SEOUL")]
func search(_ q: String) -> [String] { contacts.filter { $0.name.localizedCaseInsensitiveContains(q) || $0.city.localizedCaseInsensitiveContains(q) }.map(\.name) }
print(search("kim"), search("seoul"), search("AN"), search(""), search("zz"))
let tag: Substring = "Swift-UI".split(separator: "-")[1]
print(tag.localizedCaseInsensitiveContains("ui"))
