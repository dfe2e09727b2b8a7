// A parsed Substring stored in an `[String: Any]` payload, which a later `as? String` would find a String in coordlab but not in Swift
// expect-error: a 'Substring' converted to 'Any' here
let query = "id=42&name=home"
var payload: [String: Any] = [:]
for pair in query.split(separator: "&") {
    let parts = pair.split(separator: "=")
    payload[String(parts[0])] = parts[1]
}
if let name = payload["name"] as? String {
    print("route to", name)
} else {
    print("no name")
}
