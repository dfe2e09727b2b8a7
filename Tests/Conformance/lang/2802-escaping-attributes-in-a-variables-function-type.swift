// A variable's function type whose parameters are @escaping closures (stored, then called later; the captured object freed when they go)
final class Meter {
    let unit: String
    init(_ unit: String) { self.unit = unit }
    deinit { print("meter \(unit) freed") }
}
var pending: [() -> Void] = []
let schedule: (@escaping () -> Void, Int) -> Void = { work, times in
    for _ in 0..<times { pending.append(work) }
}
let chain: (@escaping (Int) -> Int, @escaping (Int) -> Int) -> (Int) -> Int = { first, then in
    { then(first($0)) }
}
do {
    let m = Meter("cm")
    schedule({ print("measure in \(m.unit)") }, 2)
}
print("scheduled \(pending.count)")
for p in pending { p() }
pending.removeAll()
print("cleared")
let addThenDouble = chain({ $0 + 4 }, { $0 * 2 })
print(addThenDouble(3), chain({ $0 - 1 }, addThenDouble)(10))
