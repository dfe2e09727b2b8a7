// LANG: variadic parameters (alone, labelled, before defaulted and trailing-closure parameters, in inits and methods) and default arguments in initializers, methods, subscripts and closure-typed parameters
struct Route {
    let path: [String]
    init(_ parts: String..., prefix: String = "/") {
        path = parts.map { prefix + $0 }
    }
}

final class Router {
    var log: [String] = []
    static let defaultTitle = "untitled"
    init(entries: String..., capacity: Int = 4) {
        log = Array(entries.prefix(capacity))
    }
    func push(_ names: String..., animated: Bool = true, completion: (() -> Void)? = nil) {
        log += names.map { animated ? $0 + "*" : $0 }
        completion?()
    }
    func present(title: String = Router.defaultTitle, count: Int = 2 * 3, then done: (String) -> Void = { print("default done", $0) }) {
        done("\(title) x\(count)")
    }
    subscript(index: Int, fallback fallback: String = "none") -> String {
        index < log.count ? log[index] : fallback
    }
}

func total(_ values: Int...) -> Int { values.reduce(0, +) }
func joined(_ parts: String..., separator: String = "-") -> String { parts.joined(separator: separator) }
func each(_ items: Int..., body: (Int) -> Void) { for i in items { body(i) } }

print(total(), total(1), total(1, 2, 3))
print(joined("a", "b"), joined("a", "b", "c", separator: "+"), joined())
each(3, 4) { print("item", $0) }
print(Route("home", "detail").path, Route("x", prefix: "~").path)

let r = Router(entries: "a", "b", "c", "d", "e", capacity: 2)
print(r.log, Router().log)
r.push("p")
r.push("q", "s", animated: false)
r.push("t") { print("pushed t") }
r.push(completion: { print("pushed nothing") })
print(r.log)
r.present()
r.present(title: "Alert") { print("custom", $0) }
r.present(count: 1)
print(r[0], r[9], r[9, fallback: "?"])
let counts = [total(2, 2), total()]
print(counts)
