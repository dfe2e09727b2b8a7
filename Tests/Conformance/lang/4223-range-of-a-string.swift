// Foundation's range(of:) of a String: the range of indices where a string first occurs, or nil; it cuts, replaces and removes, and type(of:) names it Optional<Range<Index>>
import Foundation
let text = "Hello, coordinator world"
if let r = text.range(of: "coordinator") {
    print(text[r], text[r.upperBound...], text[..<r.lowerBound], text.distance(from: text.startIndex, to: r.lowerBound))
    var t = text
    t.replaceSubrange(r, with: "flow")
    print(t)
}
print(text.range(of: "xyz") == nil, text.range(of: "o") != nil, type(of: text.range(of: "o")))
let email = "ann@example.com"
if let at = email.range(of: "@") { print(email[..<at.lowerBound], email[at.upperBound...]) }
var path = "/home/users/42/profile"
while let r = path.range(of: "/") { path.removeSubrange(r) }
print(path)
func contains(_ s: String, _ w: String) -> Bool { s.range(of: w) != nil }
print(contains("abc", "bc"), contains("abc", "cb"), "é".range(of: "e") == nil)
