// ERRORS: a method that promises a value and returns none is refused, in swiftc's words
final class BadgeCounter {
    private var unread: [String] = []
    func add(_ id: String) { unread.append(id) }
    func badge() -> String {
        let count = unread.count
        print("counting", count)
    }
}
let counter = BadgeCounter()
counter.add("a")
print(counter.badge())
