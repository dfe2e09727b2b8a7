// a noncopyable struct (~Copyable, with a deinit of its own) is refused before running, not called a misplaced deinit
// expect-error: coordlab does not support noncopyable types ('~Copyable') yet
// expect-line: 4
struct Token: ~Copyable {
    let id: Int
    init(id: Int) { self.id = id }
    deinit { print("token", id, "released") }
}

func use(_ t: borrowing Token) { print("using", t.id) }

let t = Token(id: 1)
use(t)
print("end")
