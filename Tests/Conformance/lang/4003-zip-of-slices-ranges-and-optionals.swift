// zip of slices, ranges, dictionaries, sets and arrays of Optionals: its pairs keep their element types, so Optionals print as Optional(…)
struct U { let name: String; let age: Int? }
let users = [U(name: "a", age: nil), U(name: "b", age: 4)]
let p1 = zip(users, users).map { ($0.name, $1.age) }
print(type(of: p1))
print(p1.map { String(describing: $0.1) })
let p3 = zip(users, users.dropFirst()).map { ($0.name, $1.age) }
print(type(of: p3))
print(p3.map { String(describing: $0.1) })
let xs = [10, 20, 30]
let r = zip(0..<5, xs).map { "\($0):\($1)" }
print(r, type(of: zip(1...2, xs).map { $0 }))
let d = ["k": 1]
for (pair, n) in zip(d, [7]) { print(pair.key, pair.value, n) }
print(zip(d, [7]).map { $0.0.key })
let opt: [String?] = ["a", nil]
let z = zip(xs.dropLast(), opt).map { ($0, $1) }
print(z.map { String(describing: $0.1) }, type(of: z))
for (i, c) in zip(xs.indices, xs.reversed()) { print(i, c) }
let s: Set = [5]
print(zip(s, xs).map { $0 + $1 })
let sums = zip(xs, xs.dropFirst()).map(+)
print(sums)
