// REJECT: generic function declarations are outside coordlab's subset
// expect-error: does not support
// expect-error: generic
// expect-line: 11
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
