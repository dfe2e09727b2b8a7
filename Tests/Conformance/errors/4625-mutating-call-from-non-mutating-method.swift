// ERRORS: a struct's non-mutating method calling one of its mutating methods is swiftc's error, where the run changed the value
struct Counter {
    var taps = 0
    mutating func tap() { taps += 1 }
    func replay() { tap() }
}
print("start")
var counter = Counter()
counter.replay()
print(counter.taps)
