// Ternaries whose one branch needs the other's type: empty literals and implicit members in closures
enum Load: Equatable { case idle, loading, done(Int) }
let words = ["kiwi", "", "fig", "plum"]
let matches = words.map { w in w.isEmpty ? [] : Array(w.prefix(2)).map(String.init) }
print(matches)
let lengths = words.map { w in w.count > 3 ? [w: w.count] : [:] }
print(lengths.map { $0.count })
let states = [0, 3, -1].map { n in n == 0 ? .idle : Load.done(n) }
print(states, states.filter { $0 == .idle }.count)
let flipped = words.map { w in w.isEmpty ? Load.loading : .done(w.count) }
print(flipped)
let mixed = [true, false].map { b in b ? 1 : 2.5 }
print(mixed)
let grouped = Dictionary(grouping: words.filter { !$0.isEmpty }) { $0.count }
let sizes = [3, 4, 5].map { k in grouped[k] != nil ? grouped[k]! : [] }
print(sizes)
