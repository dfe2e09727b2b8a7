// Result(catching:): a throwing closure's value or error as a Result, read back with get() and switch
enum LoadError: Error {
    case missing(String)
    case corrupt
}
func load(_ name: String) throws -> [String] {
    if name.isEmpty { throw LoadError.missing("no name") }
    if name == "bad" { throw LoadError.corrupt }
    return [name, name.uppercased()]
}
let results = ["a", "", "bad"].map { name in Result { try load(name) } }
for r in results {
    switch r {
    case .success(let lines): print("loaded", lines)
    case .failure(LoadError.missing(let why)): print("missing:", why)
    case .failure(let e): print("other failure:", e)
    }
}
let first = Result(catching: { try load("b") })
print(try first.get().count)
let counted = first.map { $0.count }
print(counted)
do {
    _ = try results[2].get()
} catch {
    print("rethrown", error)
}
let never: Result<Int, Never> = .success(1)
switch never {
case .success(let n): print("cannot fail", n)
}
