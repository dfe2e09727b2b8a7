// A for-in loop's variable is a constant: a mutating method on it is refused in swiftc's words.
struct Badge {
    var count = 0
    mutating func bump() { count += 1 }
}

struct TabItem {
    var title: String
    var badge = Badge()
}

var tabs = [TabItem(title: "Feed"), TabItem(title: "Inbox")]
tabs[0].badge.bump()
for tab in tabs {
    tab.badge.bump()
    print(tab.title, tab.badge.count)
}
