// LANG: inout parameters of local functions, of closures whose parameter is written inout, of methods, initializers and protocol requirements
protocol Accumulating {
    func add(_ n: Int, into total: inout Int)
}

struct Doubler: Accumulating {
    func add(_ n: Int, into total: inout Int) { total += n * 2 }
}

final class Tally {
    var history: [Int] = []
    init(seed: inout Int) {
        seed += 100
        history.append(seed)
    }
    static func reset(_ value: inout Int) { value = 0 }
}

func summarize(_ values: [Int]) -> Int {
    var sum = 0
    func add(_ n: Int, to total: inout Int) { total += n }
    for v in values { add(v, to: &sum) }
    let square = { (x: inout Int) in x *= x }
    square(&sum)
    return sum
}
print(summarize([1, 2]))

var words = ["a"]
let append = { (list: inout [String], word: String) -> Int in
    list.append(word)
    return list.count
}
print(append(&words, "b"), words)

var total = 1
let adders: [Accumulating] = [Doubler()]
for a in adders { a.add(5, into: &total) }
print(total)

var seed = 1
let tally = Tally(seed: &seed)
print(seed, tally.history)
Tally.reset(&seed)
Tally.reset(&tally.history[0])
print(seed, tally.history)
