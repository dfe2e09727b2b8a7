// T.self inside a closure in generic code: the closure keeps the binding of the call that made it
func labels<T>(_ values: [T]) -> [String] {
    print("labelling")
    return values.map { "\($0): \(T.self)" }
}
print(labels([1, 2]))
