// ERRORS: a name bound from an enum payload has the payload's type
struct User { let name: String }
enum Route {
    case profile(User)
    case inbox(count: Int)
}
func open(_ route: Route) {
    switch route {
    case .profile(let user): print(user.name)
    case .inbox(let count): print(count.description)
    }
    if case let .profile(user) = route {
        print(user.email)
    }
}
open(.profile(User(name: "ann")))
