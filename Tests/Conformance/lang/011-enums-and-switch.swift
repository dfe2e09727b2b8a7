// LANG: enums with simple cases, switch over them, comparison, implicit member expressions and printing a case
enum Flow {
    case login
    case home
    case settings
    case profile
}

func title(_ flow: Flow) -> String {
    switch flow {
    case .login:
        return "Login"
    case .home, .settings:
        return "Main"
    default:
        return "Other"
    }
}

var current: Flow = .login
print(title(current))
current = .settings
print(title(current), title(.profile))
print(current == .settings, current != .home)
print(current)
let flows: [Flow] = [.home, .login, .home]
var homes = 0
for f in flows where f == .home {
    homes += 1
}
print("homes \(homes)")
switch current {
case .settings: print("settings selected")
case .login, .home, .profile: print("something else")
}
