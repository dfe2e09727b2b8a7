// An Optional of a type alias for an Optional (Cached? with Cached = String?) is refused before the run, at the written type
// expect-error: does not support Optionals of Optionals ('Cached?')
// expect-line: 8
typealias Cached = String?

struct Cache {
    var entries: [String: Cached] = ["home": nil, "login": "Welcome"]
    func lookup(_ key: String) -> Cached? {
        let found: Cached? = entries[key]
        return found
    }
}

print("looking up")
let cache = Cache()
if let entry = cache.lookup("home") {
    print("cached", entry as Any)
} else {
    print("missing")
}
print(cache.lookup("login") as Any)
