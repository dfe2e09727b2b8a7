// Swift test suite style: a generic wrapper collection over an array with a struct index, conformance declared in an extension, used through a protocol
struct Cursor: Comparable, CustomStringConvertible {
    let offset: Int
    static func < (l: Cursor, r: Cursor) -> Bool { l.offset < r.offset }
    var description: String { "@\(offset)" }
}
struct Every<T> {
    let base: [T]
    let step: Int
}
extension Every: BidirectionalCollection {
    var startIndex: Cursor { Cursor(offset: 0) }
    var endIndex: Cursor { Cursor(offset: (base.count + step - 1) / step * step) }
    subscript(position: Cursor) -> T { base[position.offset] }
    func index(after i: Cursor) -> Cursor { Cursor(offset: i.offset + step) }
    func index(before i: Cursor) -> Cursor { Cursor(offset: i.offset - step) }
}
protocol Described { var label: String { get } }
extension Every: Described where T == String {
    var label: String { joined(separator: "+") }
}
let evens = Every(base: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], step: 2)
print(Array(evens), evens.count, evens.last ?? -1)
for i in evens.indices { print(i, terminator: " ") }
print()
print(evens.firstIndex(of: 6)!, evens.lastIndex { $0 < 5 }!)
let words = Every(base: ["a", "b", "c", "d", "e"], step: 2)
print(words.label, words.map { $0.uppercased() }, words.reduce(0) { $0 + $1.count })
print(words.isEmpty, Every(base: [Int](), step: 3).isEmpty, Every(base: [Int](), step: 3).first as Any)
print(words.sorted(by: >), words.min()!, words.enumerated().map { "\($0.offset)\($0.element)" })
