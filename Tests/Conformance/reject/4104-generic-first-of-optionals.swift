// first<T>(_ xs: [T]) -> T? with xs: [Int?] makes a T? of an Optional (.some(nil) differs from nil): refused
// expect-error: coordlab does not support Optional generic arguments ('T' would be 'Int?') yet
func first<T>(_ xs: [T]) -> T? { xs.isEmpty ? nil : xs[0] }
let xs: [Int?] = [nil]
if let x = first(xs) { print("found", x as Any) } else { print("empty") }
