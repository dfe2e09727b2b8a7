// an Equatable generic function given Optionals compares them as Swift does (nil == nil, nil != .some)
func occurrences<T: Equatable>(of x: T, in xs: [T]) -> Int { xs.filter { $0 == x }.count }
func allEqual<T: Equatable>(_ xs: [T]) -> Bool {
    if xs.isEmpty { return true }
    let head = xs[0]
    return xs.allSatisfy { $0 == head }
}
let xs: [Int?] = [1, nil, nil]
print(occurrences(of: nil, in: xs), occurrences(of: Optional(1), in: xs), occurrences(of: Optional(5), in: xs))
print(allEqual(xs), allEqual([nil, nil] as [String?]), allEqual([] as [Int?]))
