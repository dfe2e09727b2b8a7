// Dictionary merge(_:uniquingKeysWith:) in place and merging(_:uniquingKeysWith:) as a copy
var stock = ["apples": 3, "pears": 1]
stock.merge(["pears": 4, "plums": 2]) { current, incoming in current + incoming }
for key in stock.keys.sorted() { print(key, stock[key]!) }
stock.merge([("apples", 10), ("kiwis", 1)], uniquingKeysWith: { old, _ in old })
print(stock["apples"]!, stock["kiwis"]!, stock.count)
let original = ["a": 1]
let combined = original.merging(["a": 5, "b": 2]) { $1 }
print(original, combined["a"]!, combined["b"]!, combined.count)
let same = original.merging([:], uniquingKeysWith: { a, b in a + b })
print(same)
var empty: [String: Int] = [:]
empty.merge(["x": 1]) { $0 + $1 }
print(empty)
struct Settings { var values = ["theme": "light"] }
var settings = Settings()
settings.values.merge(["theme": "dark", "font": "mono"]) { _, new in new }
print(settings.values.keys.sorted(), settings.values["theme"]!)
