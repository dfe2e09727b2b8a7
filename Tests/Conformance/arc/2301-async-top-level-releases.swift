// An async top level releases temporaries, locals of its blocks and reassigned globals where a synchronous one does
final class Token {
    let name: String
    init(_ name: String) { self.name = name; print("+ \(name)") }
    deinit { print("- \(name)") }
}

func issue(_ name: String) async -> Token {
    let scratch = Token("scratch for \(name)")
    print("issuing with \(scratch.name)")
    return Token(name)
}

func describe(_ t: Token) async -> String { "token \(t.name)" }

let kept = Token("kept")
do {
    let inner = await issue("inner")
    print("in block:", inner.name)
}
print("after block")
_ = await issue("discarded")
print(await issue("printed").name)
print(await describe(Token("argument")))
var current: Token? = await issue("first")
current = await issue("second")
current = nil
let pair = (await issue("left"), Token("right"))
print(pair.0.name, pair.1.name)
print("end")
