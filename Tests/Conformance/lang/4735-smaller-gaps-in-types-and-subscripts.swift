// super[i] in an overriding subscript, == and sorting on a Comparable enum with payloads, allCases without Self in an enum's static code, a nested type of a generic type named through its arguments, reduce(0) through implicit self in an Array extension, and switches over tuples covered by their elements' cases
enum Priority: Comparable {
    case low, medium(rank: Int), high
}

enum Tab: String, CaseIterable {
    case feed, search, profile
    static func named(_ s: String) -> Tab? { allCases.first { $0.rawValue == s } }
    static var count: Int { allCases.count }
}

class Inbox {
    var messages = ["hi", "hello", "hey"]
    subscript(i: Int) -> String { messages[i] }
    subscript(prefix p: String) -> Int { messages.filter { $0.hasPrefix(p) }.count }
}

final class LoudInbox: Inbox {
    override subscript(i: Int) -> String { super[i].uppercased() + "!" }
    override subscript(prefix p: String) -> Int { super[prefix: p] * 100 }
}

struct Feed<Item> {
    struct Page { var number: Int; var first: Item? }
    var items: [Item]
    func page(_ n: Int) -> Page { Page(number: n, first: items.first) }
}

struct Download { var size: Double }
extension Array where Element == Download {
    var total: Double { reduce(0) { $0 + $1.size } }
}

func label(_ state: (loggedIn: Bool, onboarded: Bool)) -> String {
    switch state {
    case (false, _): return "login"
    case (true, false): return "onboarding"
    case (true, true): return "home"
    }
}

print(Priority.medium(rank: 2) == .medium(rank: 2), Priority.low < .high, Priority.medium(rank: 1) < .medium(rank: 3))
print([Priority.high, .low, .medium(rank: 5), .medium(rank: 1)].sorted())
print(Tab.named("search") as Any, Tab.named("x") as Any, Tab.count)
let inbox: Inbox = LoudInbox()
print(inbox[1], inbox[prefix: "he"], Inbox()[0])
let page = Feed<String>.Page(number: 2, first: "a")
print(page, Feed(items: [3, 4]).page(1))
print([Download(size: 1.5), Download(size: 2)].total)
print(label((false, true)), label((true, false)), label((true, true)))
