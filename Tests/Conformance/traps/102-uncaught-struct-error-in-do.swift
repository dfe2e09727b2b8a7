// TRAP: a do whose clauses do not match lets the error out; at top level it traps after the do's locals are released, printing the error as String(reflecting:)
// expect-trap: Error raised at top level: main.HTTPError(status: 500, path: "/feed")
enum Minor: Error { case retry }
struct HTTPError: Error {
    let status: Int
    let path: String
}
class Session {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("deinit Session \(id)") }
}
func fetch(_ path: String) throws -> Int {
    if path == "/feed" { throw HTTPError(status: 500, path: path) }
    throw Minor.retry
}
do {
    let s = Session(1)
    _ = try fetch("/other")
    print("never printed", s.id)
} catch Minor.retry {
    print("retry handled")
}
defer { print("top-level defer runs before the trap") }
do {
    let s = Session(2)
    print("fetching with session", s.id)
    _ = try fetch("/feed")
} catch Minor.retry {
    print("not this clause")
}
print("never printed")
