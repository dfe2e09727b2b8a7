// REJECT: print(x.reversed()) shows Swift's ReversedCollection wrapper, which coordlab does not model
// expect-error: coordlab does not support printing the lazy sequence 'reversed()'
// expect-line: 10
final class Coordinator {
    var children: [String] = ["home", "detail"]
    deinit { print("Coordinator deinit") }
}
let c = Coordinator()
print(c.children.count)
print(c.children.reversed())
print("unreachable")
