// a protocol extension's method declared again in an extension with a where clause (Swift calls the most constrained one the receiver meets) is refused as unsupported, not as an invalid redeclaration
// expect-error: coordlab does not support a protocol extension's member declared again under other constraints ('greet()') yet
// expect-line: 10
protocol Named { var name: String { get } }
extension Named {
    func greet() -> String { "hi \(name)" }
}
struct Guest: Named { let name = "guest" }
extension Named where Self: Equatable {
    func greet() -> String { "hi again \(name)" }
}
print(Guest().greet())
