// generic functions handed Optionals: counting, swapping, returning them
func count<T>(of xs: [T]) -> Int { xs.count }
func pair<T>(_ a: T, _ b: T) -> [T] { [a, b] }
func identity<T>(_ x: T) -> T { x }
func firstIndex<T>(in xs: [T], where match: (T) -> Bool) -> Int? {
    for (i, x) in xs.enumerated() where match(x) { return i }
    return nil
}
let values: [Int?] = [1, nil, 3]
print(count(of: values))
print(pair(Optional(2), nil))
let id = identity(Optional("x"))
print(id as Any)
print(identity(values))
print(firstIndex(in: values) { $0 == nil } as Any)
let none: String? = nil
print(identity(none) == nil)
