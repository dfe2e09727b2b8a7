// An extension of Set is refused by name (extensions of Array and Dictionary run).
// expect-error: coordlab does not support extensions of standard types ('Set') yet
// expect-line: 4
extension Set {
    var isSingle: Bool { count == 1 }
}
print("before")
let ids: Set<Int> = [1]
print(ids.isSingle)
