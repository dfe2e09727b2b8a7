// A closure of several parameters passed where a function of one tuple is expected takes the tuple's elements (forEach, map and a function's own tuple parameter).
final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Screen \(name) deinit") }
}

func visit(_ f: ((Int, Screen)) -> Void) {
    f((1, Screen("visited")))
}

visit { index, screen in print(index, screen.name) }
visit { pair in print(pair.0, pair.1.name) }
let routes = [("home", 0), ("detail", 1)]
routes.forEach { path, depth in print(path, depth) }
print(routes.map { path, depth in "\(path)#\(depth)" })
let table: [String: Int] = ["a": 1]
table.forEach { key, value in print(key, value) }
print("end")
