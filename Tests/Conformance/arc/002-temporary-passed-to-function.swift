// ARC: a temporary passed to a function is released right after that call returns
class Token {
    let id: Int
    init(_ id: Int) {
        self.id = id
        print("init \(id)")
    }
    deinit { print("deinit \(id)") }
}

func inspect(_ t: Token) -> Int {
    print("inspect \(t.id)")
    return t.id * 10
}

func combine(_ a: Int, _ b: Int) -> Int {
    print("combine \(a) \(b)")
    return a + b
}

print("start")
_ = inspect(Token(1))
print("after inspect")
let total = combine(inspect(Token(2)), inspect(Token(3)))
print("total \(total)")
print(inspect(Token(4)))
print("end")
