// A metatype argument (`Screen.self`) binds a generic parameter written `T.Type`.
final class Screen {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("Screen deinit", name) }
}
final class Registry {
    var made: [AnyObject] = []
    func make<T: AnyObject>(_ type: T.Type, _ build: () -> T) -> T {
        let object = build()
        made.append(object)
        print("made a", type)
        return object
    }
    func first<T>(of type: T.Type) -> T? {
        for object in made { if let match = object as? T { return match } }
        return nil
    }
    deinit { print("Registry deinit") }
}
func describe<T>(_ type: T.Type) -> String { "\(type)" }
var registry: Registry? = Registry()
let home = registry!.make(Screen.self) { Screen(name: "home") }
print(describe(Int.self), describe(Screen.self), home.name)
print(registry!.first(of: Screen.self)?.name ?? "none")
print(registry!.first(of: Registry.self) == nil)
registry = nil
print("end")
