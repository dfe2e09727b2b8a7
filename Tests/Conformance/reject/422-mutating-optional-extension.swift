// A mutating method in an extension of Optional is refused before the program starts.
// expect-error: does not support mutating methods in extensions of Optional
// expect-line: 6
print("start")
extension Optional where Wrapped == Int {
    mutating func bump() { self = (self ?? 0) + 1 }
}
var n: Int? = nil
n.bump()
print(n ?? -1)
