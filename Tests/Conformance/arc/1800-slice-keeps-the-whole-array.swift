// a slice (dropFirst, prefix, suffix, a[range]) keeps every element of the array it was cut from until the slice dies, then frees them in the array's order
final class Screen {
    let name: String
    init(_ name: String) { self.name = name; print("init", name) }
    deinit { print("deinit", name) }
}

func stack() -> [Screen] { [Screen("root"), Screen("list"), Screen("detail")] }

do {
    let above = stack().dropFirst()
    print("above the root:", above.map(\.name))
    print("still here")
}
print("--")
do {
    var kept = stack().suffix(1)
    print("kept", kept.map(\.name), kept.startIndex)
    kept = stack().prefix(1)
    print("replaced", kept.map(\.name))
}
print("--")
do {
    let middle = stack()[1..<2]
    let inner = middle.prefix(1)
    print(inner.first!.name, inner.startIndex)
}
print("end")
