// A standard initializer coordlab cannot pass as a function (Array.init) is refused before the program runs.
// expect-error: does not support 'Array.init' as a function value
// expect-line: 5
print("start")
let copies = [["a"], ["b", "c"]].map(Array.init)
print(copies)
