// LANG: errors behind protocols: catch let e as a protocol that refines Error, switch and if case on a caught error, as? and is on an Error value
protocol AppError: Error { var code: Int { get } }
enum LoginError: AppError {
    case wrongPassword, locked
    var code: Int { self == .locked ? 423 : 401 }
}
struct NetError: AppError { let code: Int }
enum Other: Error { case unknown }
extension Other: CustomStringConvertible { var description: String { "other-unknown" } }
func attempt(_ k: Int) throws {
    switch k {
    case 0: throw LoginError.wrongPassword
    case 1: throw LoginError.locked
    case 2: throw NetError(code: 503)
    default: throw Other.unknown
    }
}
for k in 0...3 {
    do {
        try attempt(k)
    } catch let e as AppError {
        print("app error", e.code, e)
        switch e {
        case LoginError.locked: print("  locked out")
        case is NetError: print("  network")
        default: print("  other app error")
        }
    } catch {
        print("plain", error)
        if case Other.unknown = error { print("  matched with if case") }
        if let o = error as? Other, o == .unknown { print("  cast and compared") }
    }
}
func classify(_ e: Error) -> String {
    if e is LoginError { return "login" }
    if let n = e as? NetError { return "net \(n.code)" }
    return "?"
}
do { try attempt(2) } catch { print(classify(error)) }
do { try attempt(0) } catch { print(classify(error)) }
