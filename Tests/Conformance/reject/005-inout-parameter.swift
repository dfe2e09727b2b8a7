// REJECT: inout parameters are outside coordlab's subset
// expect-error: does not support
// expect-error: inout
// expect-line: 10
class Counter {
    var value = 0
}

let counter = Counter()
func bump(_ n: inout Int) {
    n += 1
}
counter.value += 1
print(counter.value)
