// Array.drop(while:) in a log trimmer: leading matches skipped, none, all, empty, trailing closure
struct Entry {
    let level: Int
    let text: String
}

let log = [Entry(level: 0, text: "boot"), Entry(level: 0, text: "tick"),
           Entry(level: 2, text: "warn"), Entry(level: 0, text: "tick"), Entry(level: 3, text: "fail")]
let interesting = log.drop(while: { $0.level == 0 })
print(interesting.count, interesting.map { $0.text })
print(interesting.first?.text ?? "none", interesting.startIndex)

let numbers = [4, 8, 15, 16, 23, 42]
print(numbers.drop { $0 < 100 })
print(numbers.drop { $0 > 100 })
print(numbers.drop { $0.isMultiple(of: 4) })
let empty: [Int] = []
print(empty.drop(while: { _ in true }), empty.drop(while: { _ in true }).isEmpty)

var calls = 0
let rest = numbers.drop { n in
    calls += 1
    return n < 16
}
print(Array(rest), calls)
let words = ["", "", "alpha", "", "beta"]
for (i, w) in words.drop(while: { $0.isEmpty }).enumerated() { print(i, w.isEmpty ? "-" : w) }
