// Top-level overloads whose parameter types one value can be of at once, used as a function value: Swift picks one by the function type expected, which coordlab does not model, so the program is refused before it starts
// expect-error: does not support overloads whose parameter types a call's values cannot tell apart ('describe(_:)') used as a value
// expect-line: 10
protocol Named: AnyObject { var name: String { get } }
final class Item: Named { var name: String { "item" } }
func describe(_ x: Item?) { print("item overload") }
func describe(_ x: Named?) { print("named overload") }
print("before")
describe(Item())
let pick: (Item?) -> Void = describe
pick(nil)
