// REJECT: actor declarations are outside coordlab's subset
// expect-error: does not support
// expect-error: actor
// expect-line: 9
class Plain {
    var n = 0
}

actor Store {
    var items = 0
}

let p = Plain()
p.n += 1
print(p.n)
