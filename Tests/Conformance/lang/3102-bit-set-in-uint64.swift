// a bit set kept in a UInt64: insert, remove, contains and count by bit operations
struct BitSet: CustomStringConvertible {
    private(set) var bits: UInt64 = 0
    mutating func insert(_ n: Int) { bits |= 1 << UInt64(n) }
    mutating func remove(_ n: Int) { bits &= ~(1 << UInt64(n)) }
    func contains(_ n: Int) -> Bool { bits & (1 << UInt64(n)) != 0 }
    var count: Int { bits.nonzeroBitCount }
    var description: String {
        var members: [Int] = []
        for n in 0..<64 where contains(n) { members.append(n) }
        return "BitSet\(members)"
    }
}
var set = BitSet()
for n in [1, 5, 63, 5, 0] { set.insert(n) }
print(set, set.count)
set.remove(5)
print(set, set.contains(5), set.contains(63))
print(set.bits, set.bits.leadingZeroBitCount, set.bits.trailingZeroBitCount)
var empty = BitSet()
empty.insert(10)
print(empty.bits.trailingZeroBitCount, empty.bits.leadingZeroBitCount)
