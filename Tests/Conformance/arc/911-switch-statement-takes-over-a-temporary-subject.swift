// a switch over a temporary: without a catch-all clause the chosen case takes the value over (unbound payload dies first, last first); with one, the value lives to the end
final class Token {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
enum Event { case idle, pair(Token, Token), triple(Token, Token, Token), single(Token) }
func pair(_ k: String) -> Event { .pair(Token("a" + k), Token("b" + k)) }
func triple(_ k: String) -> Event { .triple(Token("x" + k), Token("y" + k), Token("z" + k)) }

switch pair("1") {
case .idle, .single: print("nothing")
case .pair: print("pair without bindings")
case .triple: print("triple")
}
switch triple("2") {
case .triple(_, let y, _): print("middle", y.name)
case .idle, .pair, .single: break
}
switch triple("3") {
case .triple(let x, _, _) where x.name == "nope": print("never")
case .triple(let x, _, _): print("first", x.name)
default: print("default")
}
switch pair("4") {
case .single(let t): print(t.name)
default: print("default taken")
}
switch pair("5") {
case .pair(let a, let b): print("both", a.name, b.name)
case .idle, .single, .triple: break
}
switch triple("6") {
case .idle: print("idle")
case let other: print("caught", other)
}
if case .pair(let a, _) = pair("7") { print("if case", a.name) }
print("end")
