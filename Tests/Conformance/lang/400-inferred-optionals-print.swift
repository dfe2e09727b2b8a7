// LANG: locals whose Optional type is inferred (first, last, min, subscripts, as?, try?) print as Optionals
final class Screen: CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { "Screen(\(name))" }
}
enum LoadError: Error { case offline }
func load(_ ok: Bool) throws -> Int {
    if ok { return 7 }
    throw LoadError.offline
}
let numbers = [3, 1, 2]
let first = numbers.first
let smallest = numbers.min()
let none = [Int]().last
print(first as Any, smallest as Any, none as Any)
let ages = ["ann": 30]
let ann = ages["ann"]
let bob = ages["bob"]
print(ann as Any, bob as Any)
let stack: [Any] = [Screen("home"), 4]
let top = stack.first as? Screen
let count = stack.last as? Int
print(top as Any, count as Any)
let loaded = try? load(true)
let failed = try? load(false)
print(loaded as Any, failed as Any)
let index = numbers.firstIndex(of: 2)
print(index as Any)
let popped = numbers.last.map { $0 * 10 }
print(popped as Any)
