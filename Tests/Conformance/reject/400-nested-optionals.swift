// REJECT: an Optional of an Optional ([Int?].first is Int??) is refused before anything runs
// expect-error: coordlab does not support Optionals of Optionals ('Int??') yet
// expect-line: 6
let slots: [Int?] = [nil, 2]
print("never printed")
let head = slots.first
let tail = slots.last
print(head as Any, tail as Any)
if let h = head { print("head exists:", h as Any) }
let names: [String?] = ["a", nil]
for n in names { print(n ?? "-") }
let counted = names.compactMap { $0 }
print(counted, counted.count)
