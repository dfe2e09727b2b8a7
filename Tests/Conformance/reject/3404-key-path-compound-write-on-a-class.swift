// `+=` through a class's key path is refused before anything runs (only `=` writes through one)
// expect-error: coordlab does not support changing a value through a key path
// expect-line: 9
final class Counter { var count = 0 }
func bump(_ c: Counter, _ path: ReferenceWritableKeyPath<Counter, Int>) {
    c[keyPath: path] = 5
    print("set", c.count)
    if c.count > 100 {
        c[keyPath: path] += 1
    }
}
bump(Counter(), \.count)
