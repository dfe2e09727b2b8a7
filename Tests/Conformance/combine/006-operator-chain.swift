// map, filter, compactMap and removeDuplicates run in order for each value; each subscriber of a chain gets its own run of the closures.
// prelude: uikit

let input = PassthroughSubject<String, Never>()
var calls = 0
let numbers = input
    .map { text -> String in calls += 1; return text.lowercased() }
    .compactMap { Int($0) }
    .filter { $0 >= 0 }
    .removeDuplicates()
let a = numbers.sink { print("a", $0) }
let b = numbers.map { $0 * 2 }.sink { print("b", $0) }
for text in ["1", "1", "x", "-4", "2", "2", "3", "1"] { input.send(text) }
print("closure calls:", calls)
let optionalNames = PassthroughSubject<String?, Never>()
let names = optionalNames.sink { print("name:", $0 as Any) }
optionalNames.send("Ada")
optionalNames.send(nil)
let present = optionalNames.compactMap { $0 }.sink { print("present:", $0) }
optionalNames.send("Grace")
optionalNames.send(nil)
withExtendedLifetime((a, b, names, present)) {}
