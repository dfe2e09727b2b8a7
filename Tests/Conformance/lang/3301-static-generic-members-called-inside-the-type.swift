// a generic queue's static helpers calling each other unqualified, and instance methods calling them through Self and the type's bare name
struct Queue<Element> {
    private(set) var items: [Element] = []
    static func single(_ e: Element) -> Queue<Element> {
        var q = empty()
        q.push(e)
        return q
    }
    static func empty() -> Queue { Queue() }
    mutating func push(_ e: Element) { items.append(e) }
    func doubled() -> Queue<Element> {
        var q = Self.single(items[0])
        for x in items { q.push(x) }
        return q
    }
    func copy() -> Queue { Queue.empty() }
}
let q = Queue.single("a")
print(q.doubled().items, q.copy().items.count)
print(type(of: q.copy()))
