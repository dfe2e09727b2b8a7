// Optional.map with a closure that gives an Optional makes an Int?? and is refused before the run
// expect-error: does not support Optionals of Optionals ('Int??')
// expect-line: 13
struct Route {
    let path: String
    var depth: Int? { path.isEmpty ? nil : path.split(separator: "/").count }
}

let routes = [Route(path: "a/b"), Route(path: "")]
print("routes", routes.count)
for route in routes {
    let current: Route? = route
    let depth = current.map { $0.depth }
    print(depth as Any)
}
