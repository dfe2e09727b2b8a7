// Constructing an instance through a generic type alias (Boxed<Int>(3), once refused) makes the aliased generic class with the written argument: it prints and shows its type as Box<Int>, and dies at the end of its scope.
final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
    deinit { print("deinit Box") }
}
typealias Boxed<T> = Box<T>

do {
    let box = Boxed<Int>(3)
    print(box.value, type(of: box))
    let words = Boxed<[String]>(["a", "b"])
    words.value.append("c")
    print(words.value, type(of: words))
}
print("end")
