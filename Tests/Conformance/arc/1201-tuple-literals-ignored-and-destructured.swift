// tuple literals that are ignored or destructured go element by element: `_` frees each value before the next is made; a tuple a call returns dies last element first
final class Token {
    let id: String
    init(_ id: String) { self.id = id; print("make \(id)") }
    deinit { print("free \(id)") }
}
func pair(_ p: String) -> (Token, Token) { (Token(p + "1"), Token(p + "2")) }
func use(_ t: (Token, Token)) { print("use \(t.0.id) and \(t.1.id)") }

func ignored() {
    _ = (Token("a"), Token("b"), 3)
    let _ = (Token("c"), (Token("d"), Token("e")))
    print("end of ignored")
}
func destructured() {
    let (_, kept) = (Token("f"), Token("g"))
    let (first, _, third) = (Token("h"), Token("i"), Token("j"))
    print("kept \(kept.id), \(first.id), \(third.id)")
}
func returned() {
    _ = pair("k")
    pair("l")
    use(pair("m"))
    print(pair("n").0.id)
    let second = pair("o").1
    print("end of returned with \(second.id)")
}
func stored() {
    var both = pair("p")
    both = pair("q")
    let (x, _) = pair("r")
    print("end of stored with \(both.0.id) and \(x.id)")
}
ignored()
destructured()
returned()
stored()
