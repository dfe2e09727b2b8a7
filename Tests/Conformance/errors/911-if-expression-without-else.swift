// ERRORS: an if expression without an unconditional else is refused in swiftc's words
enum Tab { case feed, inbox }

func badgeText(for tab: Tab, unread: Int) -> String {
    let text = if unread > 0 { "\(unread)" } else if tab == .inbox { "0" }
    return text
}

print(badgeText(for: .feed, unread: 3))
print(badgeText(for: .inbox, unread: 0))
