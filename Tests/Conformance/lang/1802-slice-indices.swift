// an ArraySlice keeps the indices of the array it was cut from: startIndex, indices, firstIndex and subscripts use them
let scores = [10, 40, 25, 70, 55]
let recent = scores.dropFirst(2)
print(recent, recent.startIndex, recent.endIndex, recent.count)
print(recent.indices, Array(recent.indices))
for i in recent.indices { print(i, recent[i]) }
for (offset, value) in recent.enumerated() { print(offset, value) }
print(recent.firstIndex(of: 70)!, recent.firstIndex { $0 > 60 }!, recent.lastIndex { $0 < 60 }!)
let top = scores[1...3]
print(top, top.startIndex, top[2], top.max()!, top.sorted(), type(of: top))
let head = scores.prefix(while: { $0 < 50 })
print(head, type(of: head), scores.prefix(upTo: 2), scores.prefix(through: 2), scores.suffix(from: 3))
let inner = top.dropFirst().dropLast()
print(inner, inner.startIndex, inner == [25], Array(inner).startIndex)
let empty = scores.suffix(0)
print(empty, empty.isEmpty, empty.startIndex, empty.first ?? -1)
print(type(of: recent), type(of: Array(recent)), type(of: recent.map { $0 * 2 }), type(of: recent.filter { $0 > 30 }))
