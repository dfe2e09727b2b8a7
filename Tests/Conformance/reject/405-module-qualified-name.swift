// A name qualified by its module (Swift.min) is refused by name, not reported as an unknown name.
// expect-error: does not support names qualified by their module ('Swift.…')
// expect-line: 5
extension Array where Element == Int {
    func smallest() -> Int { reduce(Int.max) { Swift.min($0, $1) } }
}
print([3, 1, 2].smallest())
