// ERRORS: a method returning Int whose if/else-if chain has no final else is refused in swiftc's words, before it runs
struct Badge {
    var unread: Int
    func level() -> Int {
        if unread > 10 {
            return 2
        } else if unread > 0 {
            return 1
        }
    }
}
print("start")
print(Badge(unread: 3).level())
