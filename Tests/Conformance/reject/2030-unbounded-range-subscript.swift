// REJECT: subscripting with the unbounded range (xs[...]) is refused as unsupported, not as an unknown name
// expect-error: does not support the unbounded range
// expect-line: 7
let scores = [3, 1, 2]
let top = scores.max() ?? 0
print(top)
let everything = scores[...]
print(everything)
