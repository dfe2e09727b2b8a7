// An expression pattern matches through the program's own `~=` where one takes the pattern's type and the subject's (a top-level function, a static method of the pattern's type), as swiftc chooses it over `==`; literals and ranges keep Swift's matching
struct Prefix {
    let text: String
    static func ~= (pattern: Prefix, value: String) -> Bool { value.hasPrefix(pattern.text) }
}
struct Divisible { let by: Int }
func ~= (pattern: Divisible, value: Int) -> Bool { value % pattern.by == 0 }
func ~= (pattern: String, value: Int) -> Bool { pattern == String(value) }

for path in ["settings/profile", "home", "settings"] {
    switch path {
    case Prefix(text: "settings/"): print(path, "-> a settings page")
    case "home": print(path, "-> home")
    default: print(path, "-> unknown")
    }
}
for n in 1...4 {
    switch n {
    case 3: print(n, "three")
    case Divisible(by: 2): print(n, "even")
    default: print(n, "odd")
    }
}
let code = 42
if case "42" = code { print("matched the string") }
switch code {
case 0..<10: print("small")
case "42": print("the answer")
default: print("other")
}
