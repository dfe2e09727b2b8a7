// zip of two one-sided ranges is refused before anything runs: the pairs never end, and coordlab makes them all first
// expect-error: coordlab does not support 'zip' of two one-sided ranges yet
// expect-line: 9
final class Counter {
    deinit { print("Counter deinit") }
}
var counter: Counter? = Counter()
print("start")
for (a, b) in zip(1..., 10...) {
    if a > 3 { break }
    print(a, b)
}
counter = nil
