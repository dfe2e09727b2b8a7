// ERRORS: a rethrows function that throws an error of its own (a retry helper rethrowing the last failure) is swiftc's error, where the run threw it
enum LoadError: Error { case offline }
func retry<T>(_ times: Int, _ body: () throws -> T) rethrows -> T {
    var last: Error?
    for _ in 0..<times {
        do { return try body() } catch { last = error }
    }
    throw last!
}
print("start")
var attempts = 0
let value = try? retry(3) { () throws -> String in
    attempts += 1
    if attempts < 3 { throw LoadError.offline }
    return "third"
}
print(value as Any)
