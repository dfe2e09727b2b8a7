// A generic function over an array of objects: its Optional result chains like any other
class Screen {
    let title: String
    init(_ title: String) { self.title = title }
}

let screens = [Screen("a"), Screen("b")]
func lastOf<T>(_ items: [T]) -> T? {
    if items.isEmpty { return nil }
    return items[items.count - 1]
}
print(lastOf(screens)?.title ?? "none")
