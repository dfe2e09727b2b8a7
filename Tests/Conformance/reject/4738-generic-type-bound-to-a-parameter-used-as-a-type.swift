// A generic function asking its parameter's type for a static member, called with a generic type (`Page<Int>.self`): the type would have to keep its arguments when the call runs, so the call is refused before anything runs, not trapped mid-run
// expect-error: coordlab does not support a generic type ('Page<Int>') for the generic parameter 'Screen', which the function uses as a type yet
// expect-line: 17
protocol Instantiable { static func make() -> Self }
struct Page<Item>: Instantiable {
    var items: [Item] = []
    static func make() -> Page<Item> { Page() }
}
struct Settings: Instantiable {
    static func make() -> Settings { Settings() }
}
func instantiate<Screen: Instantiable>(_ type: Screen.Type) -> Screen {
    print("making \(type)")
    return Screen.make()
}
print(instantiate(Settings.self))
print(instantiate(Page<Int>.self))
