// LANG: rethrows: a function taking a throwing closure throws only what the closure throws; built-in map, filter, forEach and first(where:) rethrow too
enum Limit: Error { case exceeded }

func twice(_ body: (Int) throws -> Int, _ x: Int) rethrows -> Int {
    try body(try body(x))
}
func checked(_ x: Int) throws -> Int {
    if x > 10 { throw Limit.exceeded }
    return x * 3
}

print(twice({ $0 + 1 }, 1))
print(try twice(checked, 1))
do {
    print(try twice(checked, 4))
} catch {
    print("twice failed:", error)
}
let values = [1, 2, 3, 40, 5]
do {
    let tripled = try values.map { try checked($0) }
    print(tripled)
} catch {
    print("map stopped at the first throw")
}
var seen: [Int] = []
do {
    try values.forEach { v in
        if v > 10 { throw Limit.exceeded }
        seen.append(v)
    }
} catch {
    print("forEach stopped after", seen)
}
let small = try values.filter { v in v < 10 ? try checked(v) < 9 : false }
print(small)
let firstBig = try? values.first { v in try checked(v) > 5 }
print(firstBig as Any)
print(try values.contains { try checked($0) == 9 })
print((try? values.allSatisfy { try checked($0) > 0 }) as Any)
func apply(_ items: [Int], _ f: (Int) throws -> Void) rethrows {
    for i in items { try f(i) }
}
apply([1, 2]) { print("no try needed for", $0) }
do {
    try apply([7, 11, 8]) { x in
        print("visiting", x)
        _ = try checked(x)
    }
} catch Limit.exceeded {
    print("apply rethrew exceeded")
}
