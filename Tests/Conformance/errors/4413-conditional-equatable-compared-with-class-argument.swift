// '==' on a generic struct that is Equatable only where its argument is (Pair<A, B>: Equatable where A: Equatable, B: Equatable): a class argument is swiftc's 'operator function' error, where coordlab compared them
// expect-error: operator function '==' requires that 'Token' conform to 'Equatable'
final class Token { let id = 1 }
struct Pair<A, B> {
    let first: A
    let second: B
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
let a = Pair(first: 1, second: "x")
print(a == Pair(first: 1, second: "x"), a != Pair(first: 2, second: "x"))
let t = Token()
print(Pair(first: 1, second: t) == Pair(first: 1, second: t))
