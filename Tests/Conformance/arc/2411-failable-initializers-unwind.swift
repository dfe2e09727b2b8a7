// Failable initializers with locals, defer, a do/catch that returns nil, convenience and init! delegation, struct failable inits and compactMap over a failable init: releases in swiftc's order
final class Log { let n: String; init(_ n: String) { self.n = n; print("+", n) }; deinit { print("-", n) } }
enum E: Error { case bad }
class Item {
    let id: Int
    var tag: Log?
    init?(id: Int) {
        let temp = Log("temp\(id)")
        defer { print("defer", id) }
        if id < 0 { return nil }
        self.id = id
        do {
            if id == 7 { throw E.bad }
            if id == 8 { return nil }
        } catch {
            print("caught", error)
            return nil
        }
        tag = Log("tag\(id)")
        print("made", temp.n)
    }
    convenience init?(text: String) {
        guard let n = Int(text) else { print("not a number"); return nil }
        self.init(id: n)
        print("convenience done")
    }
    convenience init!(forced: Int) { self.init(id: forced) }
    deinit { print("deinit Item", id) }
}
for k in [-1, 7, 8, 2] { print(Item(id: k).map { "item \($0.id)" } ?? "nil") }
print("--")
for t in ["x", "-3", "5"] { if let it = Item(text: t) { print("got", it.id) } else { print("none for", t) } }
print("--")
let f: Item? = Item(forced: 4)
print(f?.id ?? 0)
struct Point { let x: Int; let log: Log
    init?(x: Int) { log = Log("p\(x)"); if x < 0 { return nil }; self.x = x } }
print(Point(x: -1) == nil, Point(x: 1)?.x ?? 0)
let all = [1, -2, 3].compactMap { Item(id: $0) }
print(all.map(\.id))
