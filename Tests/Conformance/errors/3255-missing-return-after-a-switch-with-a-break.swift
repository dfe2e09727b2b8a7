// ERRORS: a function whose switch breaks out of one case without a value is refused in swiftc's words
enum Tab { case home, search, profile }
func index(of tab: Tab, hidden: Bool) -> Int {
    switch tab {
    case .home: return 0
    case .search:
        if hidden { break }
        return 1
    case .profile: return 2
    }
}
print(index(of: .home, hidden: false))
