// generic functions over BinaryInteger and Comparable keep each sized type, as printing shows
func sum<T: BinaryInteger>(_ xs: [T]) -> T { xs.reduce(0, +) }
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
func describe<T>(_ x: T) -> String { "\(x): \(type(of: x))" }
let bytes: [UInt8] = [10, 20, 30]
let shorts: [Int16] = [-300, 200]
let words: [UInt64] = [UInt64.max / 2, 1]
print(sum(bytes), sum(shorts), sum(words), sum([1, 2, 3]))
print(describe(sum(bytes)), describe(sum(shorts)), describe(sum(words)))
print(largest(bytes) as Any, largest(shorts) as Any, largest([UInt32]()) as Any)
print([describe(UInt(7)), describe(Int8(-1)), describe(Int64(5))])
