// ARC: two closures sharing a captured variable keep it, and what it holds, until the last closure goes
class Token {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

var read: (() -> String)? = nil
var write: ((String) -> Void)? = nil
do {
    var token = Token("t1")
    read = { return token.name }
    write = { name in token = Token(name) }
    print("scope ends")
}
print("read \(read!())")
write!("t2")
print("read \(read!())")
read = nil
print("read released")
write = nil
print("end")
