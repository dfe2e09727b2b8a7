// A generic struct keeping its parameter in an array is refused an Optional argument: the array would print without Optional(…)
// expect-error: Optional generic arguments ('Element' would be 'Int?')
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    var count: Int { items.count }
}
var s = Stack<Int?>()
s.push(1)
s.push(nil)
print(s)
