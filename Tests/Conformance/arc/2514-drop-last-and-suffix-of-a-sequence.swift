// dropLast and suffix of a program's own sequence are arrays in Swift: every element is asked for before the result is used
final class Ticket {
    let n: Int
    init(_ n: Int) { self.n = n; print("ticket \(n)") }
    deinit { print("void \(n)") }
}
struct Queue: Sequence, IteratorProtocol {
    var left: Int
    mutating func next() -> Ticket? {
        guard left > 0 else { return nil }
        left -= 1
        return Ticket(3 - left)
    }
}
do {
    let kept = Queue(left: 3).dropLast()
    print("kept", kept.map { $0.n })
    for t in Queue(left: 3).suffix(1) { print("last", t.n) }
    print(Queue(left: 2).dropLast(5).isEmpty, Queue(left: 3).suffix(0).count)
    print(Queue(left: 3).dropLast(2).map { $0.n }, Queue(left: 3).suffix(2).map { $0.n })
}
print("end")
