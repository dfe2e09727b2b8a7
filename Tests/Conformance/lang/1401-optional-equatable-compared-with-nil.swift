// comparing an Optional of an Equatable type with nil uses Optional's comparison: the type's own == is not called with nil
final class Token: Equatable {
    let id: Int
    init(_ id: Int) { self.id = id }
    static func == (lhs: Token, rhs: Token) -> Bool {
        print("Token == called")
        return lhs.id == rhs.id
    }
}

struct Version: Equatable {
    let major: Int
    static func == (lhs: Version, rhs: Version) -> Bool {
        print("Version == called")
        return lhs.major == rhs.major
    }
}

var token: Token? = Token(1)
print(token == nil, token != nil, nil == token)
if token != nil { print("has a token") }
print(token == Token(1))
token = nil
print(token == nil, token != nil)
var version: Version? = Version(major: 2)
print(version != nil, version == Version(major: 2))
version = nil
print(version == nil, version == Version(major: 2))
let tokens: [Token?] = [Token(3), nil]
print(tokens.map { $0 == nil })
