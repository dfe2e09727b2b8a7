// A program's own mutating method called on a 'let' struct inside a function is refused before the run.
struct Counter {
    var value = 0
    mutating func increment() { value += 1 }
}
final class Screen {
    deinit { print("Screen deinit") }
    func count(times: Int) -> Int {
        var running = Counter()
        for _ in 0..<times { running.increment() }
        let fixed = running
        fixed.increment()
        return fixed.value
    }
}
print(Screen().count(times: 3))
