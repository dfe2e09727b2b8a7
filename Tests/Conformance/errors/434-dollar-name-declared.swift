// A name that starts with '$' cannot be declared (Swift keeps the prefix for what it synthesizes); the program does not start.
final class Counter {
    var count = 0
    func increment() -> Int {
        count += 1
        return count
    }
}
print("start")
let $counter = Counter()
print($counter.increment(), [1, 2].map { $0 * 2 })
