// T.self inside a closure in generic code is refused before the program runs: the closure would have to keep the call's binding.
// expect-error: does not support using the generic parameter 'T' as a value in a closure
// expect-line: 6
func labels<T>(_ values: [T]) -> [String] {
    print("labelling")
    return values.map { "\($0): \(T.self)" }
}
print(labels([1, 2]))
