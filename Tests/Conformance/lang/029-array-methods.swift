// LANG: array API: append, subscripts, count, isEmpty, last, first(where:), firstIndex(where:), contains(where:), map, filter, forEach, remove*
var a = [5, 3, 8]
a.append(1)
print(a, a.count, a.isEmpty, a[0], a[a.count - 1])
a[1] = 30
print(a.last!, a.last ?? 0)
print(a.first(where: { $0 > 6 }) ?? -1, a.first(where: { $0 > 100 }) ?? -1)
print(a.firstIndex(where: { $0 == 8 }) ?? -1, a.firstIndex(where: { $0 == 9 }) ?? -1)
print(a.contains(where: { $0 % 2 == 0 }), a.contains(where: { $0 < 0 }))
print(a.map { $0 * 2 }, a.map { "n\($0)" })
print(a.filter { $0 >= 5 })
a.forEach { print("item \($0)") }
a.removeLast()
print(a)
a.append(7)
a.append(9)
a.removeLast(2)
print(a)
a.removeSubrange(0..<1)
print(a)
a.removeAll(where: { $0 == 30 })
print(a)
a.removeAll()
print(a, a.isEmpty, a.last)
var words: [String] = []
words.append("x")
print(words, words.first(where: { _ in true }))
