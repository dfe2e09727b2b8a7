// A struct's memberwise initializer evaluates a property's default only when no argument
// replaces it, and in declaration order, after the arguments.
final class Token {
    let name: String
    init(_ name: String) { self.name = name; print("Token \(name) init") }
    deinit { print("Token \(name) deinit") }
}

struct Session {
    var first = Token("default first")
    var second = Token("default second")
    var third: Token? = Token("default third")
}

do {
    let s = Session(second: Token("given second"))
    print(s.first.name, s.second.name, s.third?.name ?? "-")
}
print("--")
do {
    let s = Session(first: Token("given first"), third: nil)
    print(s.first.name, s.second.name, s.third?.name ?? "-")
}
print("end")
