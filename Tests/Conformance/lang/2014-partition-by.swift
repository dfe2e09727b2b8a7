// Array.partition(by:): Swift's order after the swaps, the pivot index, none and all matching, empty
var scores = [5, 2, 8, 1, 9, 3, 7]
let p = scores.partition(by: { $0 >= 5 })
print(p, scores)
print(scores[..<p], scores[p...])
var all = [1, 2, 3]
print(all.partition { $0 > 0 }, all)
var none = [1, 2, 3]
print(none.partition { $0 > 10 }, none)
var empty: [Int] = []
print(empty.partition(by: { $0 > 0 }), empty)
var words = ["delta", "alpha", "echo", "bravo", "charlie"]
let split = words.partition { $0.count > 4 }
print(split, words)
var calls = 0
var flags = [true, false, true, false]
let k = flags.partition { f in
    calls += 1
    return f
}
print(k, flags, calls)
