// `_` in tuple assignment: dropped elements die before the stores replace old values
final class Token {
    let name: String
    init(_ name: String) { self.name = name; print("+ \(name)") }
    deinit { print("- \(name)") }
}
struct Wrapper { var token: Token }
func make(_ a: String, _ b: String) -> (first: Token, second: Token) {
    return (Token(a), Token(b))
}
var kept: Token? = Token("old")
var other = Token("other")
print("call form")
(kept, _) = make("new", "dropped")
print("stored \(kept!.name)")
print("literal form with a variable")
(_, kept) = (other, Token("fresh"))
print("stored \(kept!.name), other is \(other.name)")
print("struct payload")
var w: Wrapper? = nil
(w, _) = (Wrapper(token: Token("w1")), Wrapper(token: Token("w2")))
print("w holds \(w!.token.name)")
var pair = (Token("p"), Token("q"))
var a: Token? = nil
(a, _) = pair
print("from a stored tuple: \(a!.name)")
pair = (Token("r"), Token("s"))
print("replaced pair")
(_, _) = make("x", "y")
kept = nil
a = nil
w = nil
print("end")
