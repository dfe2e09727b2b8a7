// ERRORS: a case with two patterns, only one of which binds a name, is swiftc's error before the program runs, where coordlab ran it
enum Link { case user(name: String), settings, home }
func open(_ link: Link) -> String {
    switch link {
    case .home:
        return "home"
    // both patterns must bind 'name' for the body to use it
    case .user(let name) where name == "me", .settings:
        return "mine"
    case .user(let name):
        return "user \(name)"
    }
}
print(open(.settings))
