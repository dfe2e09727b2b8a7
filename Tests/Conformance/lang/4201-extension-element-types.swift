// A method or property of an extension of a standard type that names Element, Key or Wrapped has the receiver's: type(of:) and printing show them
extension Collection {
    func every(_ n: Int) -> [Element] {
        var k = -1
        return filter { _ in k += 1; return k % n == 0 }
    }
    var firstTwo: [Element] { Array(prefix(2)) }
}
extension Sequence {
    func pairs() -> [(Element, Element)] {
        let xs = Array(self)
        return zip(xs, xs.dropFirst()).map { ($0, $1) }
    }
}
extension Dictionary {
    func keysWhere(_ p: (Value) -> Bool) -> [Key] { filter { p($0.value) }.map(\.key).sorted { "\($0)" < "\($1)" } }
}
extension Optional {
    func or(_ other: Wrapped) -> Wrapped { self ?? other }
}
let a = [1, 2, 3].every(1)
let b = "xyz".every(1)
let c = Set(["q"]).every(1)
let d = ["k": 1].every(1)
print(type(of: a), type(of: b), type(of: c), type(of: d))
print(type(of: "ab".firstTwo), type(of: [Int?]().every(2)), ([1, nil] as [Int?]).every(1))
print(type(of: [1].pairs()), [1, 2, 3].pairs(), "abc".pairs())
let ages = ["ann": 31, "bob": 17, "cy": 45]
let adults = ages.keysWhere { $0 >= 18 }
print(adults, type(of: adults))
let name: String? = nil
let shown = name.or("anonymous")
print(shown, type(of: shown))
let pairs = Array(ages).sorted { $0.key < $1.key }
print(pairs, type(of: pairs))
print(Array("hey"), Array(Set([7])), Array(1...3))
