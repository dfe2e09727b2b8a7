// pairs made by zip, enumerated() and a closure's $0 and $1 over tuples keep their Optional elements' types, so they print with Optional(…) as Swift prints them
struct Field { let name: String; let value: String? }
let names = ["email", "phone"]
let values: [String?] = ["a@b.c", nil]
let zipped = Array(zip(names, values))
print(zipped)
for (name, value) in zip(names, values) { print(name, value as Any) }
let fields = zip(names, values).map { Field(name: $0, value: $1) }
print(fields.map { ($0.name, $0.value) })
let numbered = values.enumerated().map { ($0.offset, $0.element) }
print(numbered)
for (index, value) in values.enumerated() where value == nil { print("missing at", index) }
let swapped = zipped.map { ($1, $0) }
print(swapped)
let firstMissing = zipped.first { $1 == nil }
print(firstMissing as Any)
