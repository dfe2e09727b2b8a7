// TRAP: `as!` of an Optional that is nil traps as an unwrap, in Swift's words, before any cast
// expect-trap: Unexpectedly found nil while unwrapping an Optional value
class Screen { deinit { print("deinit Screen") } }
final class Detail: Screen {}
var current: Screen? = Detail()
let detail = current as! Detail
print("first cast", type(of: detail))
current = nil
print("cleared")
let again = current as! Detail
print("unreachable", again)
