// ERRORS: fallthrough from the last clause has nowhere to go and is refused in swiftc's words
enum Tab { case feed, profile }
func title(for tab: Tab, badge: Int) -> String {
  var words: [String] = []
  switch tab {
  case .feed:
    words.append("Feed")
  case .profile:
    words.append("Profile")
    if badge > 0 { fallthrough }
  }
  return words.joined(separator: " ")
}
print(title(for: .feed, badge: 0))
print(title(for: .profile, badge: 2))
