// Int, String, Double, Bool and Array conform to the program's protocols through extensions: generic calls, existentials, protocol extension members, mutating requirements, is and as?.
protocol Badge {
    var badgeText: String { get }
    mutating func advance()
}

extension Badge {
    func framed() -> String { "[" + badgeText + "]" }
}

extension Int: Badge {
    var badgeText: String { self > 99 ? "99+" : String(self) }
    mutating func advance() { self += 1 }
}

extension String: Badge {
    var badgeText: String { isEmpty ? "-" : self }
    mutating func advance() { self += "•" }
}

extension Array: Badge {
    var badgeText: String { "\(count) items" }
    mutating func advance() { removeAll() }
}

func widest<B: Badge>(_ badges: [B]) -> String {
    badges.map { $0.framed() }.max { $0.count < $1.count } ?? ""
}

func advanceTwice<B: Badge>(_ badge: inout B) {
    badge.advance()
    badge.advance()
}

print(widest([3, 250, 42]), widest(["new", "", "updated"]))
var unread = 98
advanceTwice(&unread)
print(unread, unread.badgeText, unread.framed())
var label = "sync"
advanceTwice(&label)
print(label.framed())

let badges: [Badge] = [7, "beta", [1, 2, 3]]
print(badges.map { $0.framed() })
var queue = [4, 5]
queue.advance()
print(queue.framed())

let things: [Any] = [1, "one", 1.5, true, [1]]
print(things.map { $0 is Badge })
for thing in things {
    if let badge = thing as? Badge { print("badge", badge.badgeText) } else { print("plain", thing) }
}
