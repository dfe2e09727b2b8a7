// a type marked @dynamicMemberLookup is refused as unsupported before the program runs, not with "has no member" at the first dynamic member
// expect-error: does not support dynamic member lookup
// expect-line: 4
@dynamicMemberLookup
struct Config {
    var values: [String: String] = ["theme": "dark"]
    subscript(dynamicMember key: String) -> String? { values[key] }
}
print("start")
print(Config().theme as Any)
