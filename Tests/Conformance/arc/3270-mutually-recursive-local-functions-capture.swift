// mutually recursive local functions capturing an object and a var: what they capture lives as long as the returned one, released once
final class Logger {
    let name: String
    var lines = 0
    init(_ name: String) { self.name = name; print("init", name) }
    deinit { print("deinit", name, lines) }
}
func makeCounter() -> (Int) -> Int {
    let log = Logger("walk")
    var depth = 0
    func down(_ n: Int) -> Int {
        depth += 1
        log.lines += 1
        return n <= 0 ? 0 : 1 + up(n - 1)
    }
    func up(_ n: Int) -> Int {
        log.lines += 1
        return n <= 0 ? depth : down(n - 1)
    }
    print("made")
    return up
}
do {
    let f = makeCounter()
    print(f(5))
    print(f(2))
    print("dropping")
}
print("after")
func once() {
    let log = Logger("once")
    func ping(_ k: Int) { if k > 0 { print("ping", k); pong(k - 1) } }
    func pong(_ k: Int) {
        let note = Logger("note \(k)")
        if k > 0 { print("pong", k, log.name, note.name); ping(k - 1) }
    }
    ping(4)
    print("end of once")
}
once()
print("done")
