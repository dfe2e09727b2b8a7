// A program's own BidirectionalCollection and RandomAccessCollection: last, lastIndex and what Collection gives, in a generic function
struct Countdown: BidirectionalCollection {
    let from: Int
    var startIndex: Int { 0 }
    var endIndex: Int { from }
    subscript(position: Int) -> Int { from - position }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
}
struct Letters: RandomAccessCollection {
    var text: [Character]
    var startIndex: Int { 0 }
    var endIndex: Int { text.count }
    func index(before i: Int) -> Int { i - 1 }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> Character { text[position] }
}
func summary<C: Collection>(_ c: C) -> String {
    "\(c.count) from \(String(describing: c.first))"
}
let c = Countdown(from: 4)
print(Array(c), c.last as Any, c.first as Any)
print(c.lastIndex(of: 2) as Any, c.lastIndex { $0 > 2 } as Any, c.lastIndex(of: 9) as Any)
print(Countdown(from: 0).last as Any, Countdown(from: 0).count)
let l = Letters(text: Array("swift"))
print(String(l), l.last!, l.firstIndex(of: "i")!, l.lastIndex(where: { $0 != "t" })!)
print(summary(c), summary(l))
for i in l.indices where i % 2 == 0 { print(i, l[i]) }
