// REJECT: Equatable on an enum whose associated value is a class that is not Equatable: swiftc refuses it, so coordlab must not compare the references
// expect-error: does not conform to protocol 'Equatable'
// expect-line: 9
class Coordinator {
    let name: String
    init(name: String) { self.name = name }
}

enum Route: Equatable {
    case home
    case detail(Coordinator)
}

let a = Route.detail(Coordinator(name: "a"))
let b = Route.detail(Coordinator(name: "a"))
print(a == b)
print(Route.home == .home)
