// Optionals printed from a declared subscript of a generic class, from a loop over [Int?] and over an untyped literal mixing nil, and from ?? with a literal on a loop variable's property
final class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    subscript(key: Key) -> Value? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
}

struct Product {
    let name: String
    let price: Double?
}

let cache = Cache<String, Int>()
cache["home"] = 2
print(cache["home"] as Any, cache["missing"] as Any)
print("cached: \(String(describing: cache["home"]))")

let badges: [Int?] = [1, nil]
for badge in badges { print(badge as Any, "\(String(describing: badge))") }
let count: Int? = 3
for value in [count, nil, 7] { print(value as Any) }
badges.forEach { print("each", $0 as Any) }

let products = [Product(name: "tea", price: 2.5), Product(name: "gift", price: nil)]
for product in products {
    print(product.name, product.price ?? -1, "\(product.price ?? 0)")
    if product.price == nil { print("free") }
}
