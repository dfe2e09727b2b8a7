// LANG: Equatable synthesized for enums with associated values: ==, != and contains, comparing cases and payloads
enum Token: Equatable {
    case number(Int)
    case word(String)
    case pair(Int, String)
    case optional(Int?)
    case end
}
let a = Token.number(1)
print(a == .number(1), a == .number(2), a != .word("1"))
print(Token.pair(1, "x") == .pair(1, "x"), Token.pair(1, "x") == .pair(1, "y"))
print(Token.optional(nil) == .optional(nil), Token.optional(3) == .optional(nil), Token.optional(3) == .optional(3))
print(Token.end == .end, Token.end == .word("end"))
let tokens: [Token] = [.word("let"), .number(4), .end]
print(tokens.contains(.number(4)), tokens.contains(.number(5)))
print(tokens.firstIndex(of: .end) as Any)
enum Simple {
    case on, off
}
print(Simple.on == .on, Simple.on != .off)
struct Wrapper: Equatable {
    var token: Token
}
print(Wrapper(token: .word("a")) == Wrapper(token: .word("a")))
print(Wrapper(token: .word("a")) == Wrapper(token: .word("b")))
var current = Token.number(0)
var changes = 0
for t in [Token.number(0), .number(1), .number(1), .end] {
    if t != current {
        changes += 1
        current = t
    }
}
print("changes", changes, current)
