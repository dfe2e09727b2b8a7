// as?, as! and is to [T] and [K: V] check the elements, as Swift's casts do: [1, 2] as? [String] is nil, an empty array casts to any element type
protocol Route {}
struct Home: Route {}
struct Settings: Route {}

func cast<T>(_ value: Any, to type: T.Type) -> T? { value as? T }

let numbers: Any = [1, 2]
let empty: Any = [Int]()
let mixed: [Any] = [1, "two"]
let routes: Any = [Home(), Settings()]
let payload: [String: Any] = ["ids": [1, 2], "names": ["a"], "counts": ["a": 1]]

print(numbers as? [String] as Any, numbers as? [Int] as Any)
print(numbers is [String], numbers is [Int], empty is [String])
print(mixed as? [Int] as Any, mixed as? [Any] as Any)
print((routes as? [Route])?.count as Any, routes is [Home])
print(payload["ids"] as? [Int] ?? [], payload["ids"] as? [String] ?? ["none"])
print(payload["names"] as? [String] ?? [], payload["counts"] as? [String: Int] as Any)
print(payload["counts"] as? [String: String] as Any)
print(cast(numbers, to: [String].self) as Any, cast(numbers, to: [Int].self) as Any)
let ids: [Int] = payload["ids"] as! [Int]
print(ids.reduce(0, +))
