// a program's own print(_:) overloads the standard library's: calls it fits go to it, others and Swift.print to the standard print
enum Route {
    case home
    case detail(id: Int)
}

struct Breadcrumb {
    var routes: [Route]
}

func print(_ crumb: Breadcrumb) {
    Swift.print("crumb:", crumb.routes.count, terminator: " ")
    for r in crumb.routes {
        switch r {
        case .home: Swift.print("home", terminator: " ")
        case .detail(let id): Swift.print("detail(\(id))", terminator: " ")
        }
    }
    Swift.print()
}

func debugPrint(_ route: Route, tag: String) {
    Swift.debugPrint(tag, route)
}

let crumb = Breadcrumb(routes: [.home, .detail(id: 4)])
print(crumb)
print(3)
print("two", "words", separator: "-")
print([1, 2])
debugPrint(.detail(id: 9), tag: "go")
debugPrint("plain")
print(max(3, 8), min(2, 5), abs(-4))
