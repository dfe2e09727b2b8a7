// sized integers as parameters, stored properties, defaults and returned values, with class lifetimes
final class Counter {
    var hits: UInt32 = 0
    let limit: UInt32
    init(limit: UInt32) { self.limit = limit }
    func hit(by amount: UInt32 = 1) -> Bool {
        hits += amount
        return hits >= limit
    }
    deinit { print("Counter deinit at", hits) }
}
func make(_ limit: UInt32) -> Counter { Counter(limit: limit) }
do {
    let c = make(5)
    print(c.hit(), c.hit(by: 3), c.hit(by: 2), c.hits)
    var level: Int16 = -3
    level *= 4
    level -= 1
    level /= 2
    print(level, level % 4, -level)
}
print("done")
