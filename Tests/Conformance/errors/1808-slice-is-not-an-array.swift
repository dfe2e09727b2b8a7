// ERRORS: a slice given where an array is expected is refused as swiftc refuses it
func show(_ names: [String]) { print(names) }
let names = ["a", "b", "c"]
show(Array(names.dropFirst()))
show(names.dropFirst())
