// A standard initializer coordlab cannot pass as a function (Set.init; Array.init runs, lang/3028) is refused before the program runs.
// expect-error: does not support 'Set.init' as a function value
// expect-line: 5
print("start")
let sets = [[1, 2], [2]].map(Set.init)
print(sets.map { $0.count })
