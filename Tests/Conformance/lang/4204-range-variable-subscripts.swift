// A range kept in a variable subscripts an array into an ArraySlice, as a written range does
let items = ["a", "b", "c", "d"]
let r = 1..<3
let part = items[r]
print(part, type(of: part), part.startIndex, items[r].first!, type(of: Array(items[r])))
let cr = 0...1
print(items[cr].count, type(of: items[cr]))
