// Swift.min inside an extension of Array is the standard library's function, not the array's own min().
extension Array where Element == Int {
    func smallest() -> Int { reduce(Int.max) { Swift.min($0, $1) } }
}
print([3, 1, 2].smallest())
