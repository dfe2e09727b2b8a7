// what a generic function returns for an Optional argument keeps its Optional type at the call: printed, compared, unwrapped
struct User { let name: String }
func choose<T>(_ flag: Bool, _ a: T, _ b: T) -> T { flag ? a : b }
func repeated<T>(_ x: T, times: Int) -> [T] { Array(repeating: x, count: times) }
func lastOf<T>(_ xs: [T], or fallback: T) -> T {
    var result = fallback
    for x in xs { result = x }
    return result
}
let current: User? = User(name: "Kim")
let nobody: User? = nil
let picked = choose(false, current, nobody)
print(picked == nil, picked?.name ?? "-")
if let u = choose(true, current, nobody) { print("picked", u.name) }
let scores: [Int?] = [3, nil, 7]
print(repeated(scores[1], times: 2))
print(lastOf(scores, or: nil) as Any)
print(lastOf([] as [Int?], or: nil) as Any)
let names = repeated(current?.name, times: 3).map { $0 ?? "?" }
print(names)
