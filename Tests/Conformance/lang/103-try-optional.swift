// LANG: try? gives nil when the call throws and an optional otherwise; an optional result is not wrapped twice (Swift 5)
enum LookupError: Error { case missing }

func find(_ key: String) throws -> Int {
    if key == "" { throw LookupError.missing }
    return key.count
}
func maybe(_ key: String) throws -> Int? {
    if key == "" { throw LookupError.missing }
    return key == "none" ? nil : key.count
}

let a = try? find("four")
let b = try? find("")
print(a as Any, b as Any)
print(a, b)
let c = try? maybe("none")
let d = try? maybe("three")
let e = try? maybe("")
print(c as Any, d as Any, e as Any)
if let v = try? find("abc") { print("bound", v) }
if let v = try? maybe("none") { print("not printed", v) } else { print("nil either way") }
print((try? find("")) ?? -1, (try? find("xy")) ?? -1)
let results = ["a", "", "bcd"].map { try? find($0) }
print(results)
func firstValid(_ keys: [String]) -> Int? {
    for k in keys {
        guard let n = try? find(k) else { continue }
        return n
    }
    return nil
}
print(firstValid(["", "", "hello"]) as Any, firstValid([""]) as Any)
print("\(try? find("z"))")
var total = 0
for k in ["x", "", "yy"] { total += (try? find(k)) ?? 100 }
print(total)
