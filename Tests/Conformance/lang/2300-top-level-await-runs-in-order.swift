// await in top-level code: the program's async functions, methods and getters run in order, and the top level goes on after each
struct Inventory {
    var items: [String: Int] = ["apples": 3]
    func count(of name: String) async -> Int { items[name] ?? 0 }
    var total: Int { get async { items.values.reduce(0, +) } }
}

enum LoadError: Error { case missing(String) }

func load(_ name: String) async throws -> String {
    if name.isEmpty { throw LoadError.missing("empty name") }
    return "loaded \(name)"
}

func doubled(_ n: Int) async -> Int { n * 2 }

print("start")
let inventory = Inventory()
let apples = await inventory.count(of: "apples")
print("apples:", apples)
print("total:", await inventory.total)
let four = await doubled(await doubled(1))
print("four:", four)
do {
    print(try await load("report"))
    print(try await load(""))
} catch LoadError.missing(let why) {
    print("missing:", why)
}
var sum = 0
for k in 1...3 { sum += await doubled(k) }
print("sum:", sum)
let message = apples > 2 ? await load2() : "few"
func load2() async -> String { "plenty" }
print(message)
