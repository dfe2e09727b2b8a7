// closures of throwing function types called with try, try? and try!, through variables, parameters, properties, optionals and rethrows
enum LoadError: Error { case offline, empty }
struct Loader {
    var fetch: (Int) throws -> String
    func first() throws -> String { try fetch(1) }
}
func retrying(_ times: Int, _ body: (Int) throws -> String) rethrows -> String {
    var last = ""
    for attempt in 1...times { last = try body(attempt) }
    return last
}
func describe(_ work: () throws -> Void) -> String {
    do {
        try work()
        return "ok"
    } catch LoadError.offline {
        return "offline"
    } catch {
        return "other \(error)"
    }
}
let online = Loader { page in "page \(page)" }
let offline = Loader { _ in throw LoadError.offline }
print(try online.first())
print((try? offline.first()) ?? "nothing")
print(try! online.fetch(2))
print(retrying(2) { "attempt \($0)" })
print(describe { _ = try offline.fetch(3) })
print(describe { throw LoadError.empty })
let maybe: ((String) throws -> Int)? = { text in
    if text.isEmpty { throw LoadError.empty }
    return text.count
}
print(try maybe?("four") ?? -1)
print((try? maybe?("")) ?? -2)
var step: () throws -> Void = { print("step") }
try step()
step = { throw LoadError.offline }
print(describe(step))
