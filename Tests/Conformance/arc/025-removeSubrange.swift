// ARC: removeSubrange releases the removed elements in ascending index order; the rest shift down
class Entry {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("deinit \(n)") }
}

var entries = [Entry(0), Entry(1), Entry(2), Entry(3), Entry(4), Entry(5), Entry(6)]
entries.removeSubrange(1..<4)
print("after removeSubrange(1..<4): \(entries.map { $0.n })")
entries.removeSubrange(0...1)
print("after removeSubrange(0...1): \(entries.map { $0.n })")
entries.removeSubrange(1..<1)
print("after empty range: \(entries.map { $0.n })")
entries.removeSubrange(0..<entries.count)
print("after removing everything: \(entries.isEmpty)")
print("end")
