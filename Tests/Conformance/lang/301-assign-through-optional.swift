// LANG: writes through an optional struct or array (h?.n = 2, h!.n += 1, mutating calls with ?) change the variable itself, and a nil optional ignores them
struct Header {
    var title = "start"
    var count = 0
    mutating func bump() { count += 1 }
}

var header: Header? = Header()
header?.title = "home"
header?.count += 2
header?.bump()
header!.count += 10
print(header!.title, header!.count)

var missing: Header? = nil
missing?.title = "never"
missing?.bump()
print(missing == nil)

var log: [String]? = []
log?.append("a")
log?.append("b")
log?[0] = "A"
print(log ?? [])

struct Screen {
    var header: Header?
    var tags: [String]?
}
var screen = Screen(header: Header(), tags: nil)
screen.header?.title = "detail"
screen.header?.bump()
screen.tags?.append("lost")
print(screen.header?.title ?? "-", screen.header?.count ?? -1, screen.tags == nil)

final class Store {
    var current: Header?
}
let store = Store()
store.current?.title = "ignored"
store.current = Header()
store.current?.title = "kept"
store.current?.bump()
print(store.current!.title, store.current!.count)

var headers: [Header?] = [Header(), nil]
headers[0]?.title = "first"
headers[1]?.title = "second"
print(headers[0]?.title ?? "nil", headers[1]?.title ?? "nil")
