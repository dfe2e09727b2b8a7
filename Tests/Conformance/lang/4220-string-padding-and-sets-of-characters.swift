// Foundation's padding(toLength:withPad:startingAt:) cuts or fills a string (a table of prices, a Substring, a pad started mid-way), and Set(_:) of a string or substring holds its characters
import Foundation
struct LineItem { let name: String; let price: Double }
let items = [LineItem(name: "Coffee", price: 3.5), LineItem(name: "Blueberry muffin", price: 2.75), LineItem(name: "Tea", price: 12)]
for item in items {
    let name = item.name.padding(toLength: 10, withPad: ".", startingAt: 0)
    let price = String(item.price).padding(toLength: 6, withPad: " ", startingAt: 0)
    print("\(name) \(price)|")
}
print("7".padding(toLength: 4, withPad: "0123", startingAt: 2), "".padding(toLength: 2, withPad: "ab", startingAt: 1))
let word: Substring = "ticket-42".split(separator: "-")[0]
print(word.padding(toLength: 8, withPad: "~", startingAt: 0), word.padding(toLength: 3, withPad: "~", startingAt: 0))
func hasUniqueLetters(_ w: String) -> Bool { Set(w).count == w.count }
print(["swift", "coordinator", "lamp"].map(hasUniqueLetters))
let seen = Set("mississippi")
print(seen.count, seen.sorted(), seen.contains("s"), type(of: seen))
let vowels = Set("aeiou")
print("coordinator".filter { vowels.contains($0) }, Set("router".dropFirst(2)).isSubset(of: Set("outer")))
var typed = Set<Character>()
typed.formUnion("hello")
print(typed == Set("ohel"), typed.sorted().map(String.init).joined())
