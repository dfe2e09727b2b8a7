// A struct's memberwise initializer needs every stored property without a value: leaving one out is refused before anything runs.
struct Route {
    let path: String
    var animated = true
    var depth: Int
    var note: String?
}
let a = Route(path: "/home", depth: 0)
let b = Route(path: "/detail", animated: false, depth: 1, note: "x")
let c = Route(path: "/settings", animated: true)
print(a.path, b.path, c.path)
