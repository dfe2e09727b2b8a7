// LANG: a caught error prints as its value does: enum case name, struct fields, main.Class, or its description
enum Fault: Error { case disk, memory }
enum Coded: Int, Error { case low = 1, high = 2 }
struct Detailed: Error {
    let code: Int
    let reason: String
}
final class Crash: Error {
    let where_: String
    init(_ w: String) { where_ = w }
}
struct Described: Error, CustomStringConvertible {
    let id: Int
    var description: String { "described #\(id)" }
}

let errors: [Error] = [Fault.disk, Coded.high, Detailed(code: 7, reason: "io"), Crash("boot"), Described(id: 3)]
for e in errors {
    do {
        throw e
    } catch {
        print(error)
        print("interpolated: \(error)")
        print(String(describing: error), type(of: error))
    }
}
print(errors.count)
var last: Error? = nil
print(last == nil)
do { throw Fault.memory } catch { last = error }
print(last as Any)
if let l = last as? Fault { print("fault", l, l == .memory) }
print(Coded.high.rawValue, Detailed(code: 1, reason: "x"))
