// REJECT: zip of a one-sided range is refused before anything runs (coordlab pairs whole collections)
// expect-error: does not support
// expect-error: one-sided range
// expect-line: 7
let names = ["a", "b", "c"]
print("start")
for (i, n) in zip(1..., names) { print(i, n) }
