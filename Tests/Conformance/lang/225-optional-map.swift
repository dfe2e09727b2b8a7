// LANG: Optional.map and flatMap in view-model code, and ?? chains
struct User { let name: String; let age: Int? }
let some: Int? = 3
let none: Int? = nil
print(some.map { $0 + 1 } as Any, none.map { $0 + 1 } as Any)
print(some.flatMap { $0 > 2 ? $0 * 2 : nil } as Any, some.flatMap { $0 > 5 ? $0 : nil } as Any)
print(some.map { "value \($0)" } ?? "empty", none.map { "value \($0)" } ?? "empty")
let user = User(name: "Ann", age: nil)
let title: String? = user.name
print(title.map { $0.uppercased() } as Any)
let a: Int? = nil, b: Int? = nil, c: Int? = 7
print(a ?? b ?? c ?? 0, a ?? b ?? 42)
print(Int("12").map { $0 * 2 } as Any, Int("zz").map { $0 * 2 } as Any)
let maybeName: String? = "Bob"
let greeting = maybeName.map { "Hi \($0)" }
print(greeting as Any, greeting ?? "nobody")
func label(for n: Int?) -> String { n.map { String($0) } ?? "-" }
print(label(for: 5), label(for: nil))
