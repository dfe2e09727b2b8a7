// `.some` without its value in if case, guard case and switch matches an Optional that holds one, generic or not
final class Slot<Value> {
    var value: Value?
    var isFilled: Bool {
        if case .some = value { return true }
        return false
    }
    var state: String {
        switch value {
        case .some: return "filled"
        case .none: return "empty"
        }
    }
}

func describe(_ n: Int?) -> String {
    guard case .some = n else { return "nothing" }
    return "something"
}

let slot = Slot<Int>()
print(slot.isFilled, slot.state)
slot.value = 4
print(slot.isFilled, slot.state)
let words = Slot<String>()
words.value = "hi"
print(words.isFilled, words.state)
print(describe(nil), describe(3))
var maybe: Double? = 2.5
switch maybe {
case .some: print("has a number")
case .none: print("no number")
}
maybe = nil
if case .some = maybe { print("wrong") } else { print("still none") }
let pairs: [(String, Int?)] = [("a", 1), ("b", nil)]
for case (let name, .some) in pairs { print("filled", name) }
