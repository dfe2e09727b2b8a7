// Closures stored in a struct called with parts of self inout, from mutating methods and from outside; objects appended through them die when the arrays holding them do
final class Token { let n: Int; init(_ n: Int) { self.n = n }; deinit { print("deinit Token", n) } }
struct Machine {
    var tokens: [Token] = []
    var apply: (inout [Token]) -> Void
    var describe: () -> String
    mutating func run() {
        apply(&tokens)
        print(describe(), tokens.count)
        self.apply(&self.tokens)
    }
}
var m = Machine(apply: { (ts: inout [Token]) in ts.append(Token(ts.count)) }, describe: { "machine" })
m.run()
print(m.tokens.map(\.n))
var copy = m
copy.run()
print(m.tokens.count, copy.tokens.count)
m.apply(&m.tokens)
print(m.tokens.count)
m = Machine(apply: { _ in }, describe: { "x" })
print("reset")
copy.tokens.removeAll()
print("end")
