// A dependency container whose resolve takes `_ type: T.Type = T.self`: left out, given, and in an initializer
protocol Service: AnyObject { init() ; var name: String { get } }
final class Api: Service { let name = "api"; init() { print("Api init") }; deinit { print("Api deinit") } }
final class Cache: Service { let name = "cache"; init() { print("Cache init") }; deinit { print("Cache deinit") } }
final class Container {
    private var made: [String: Service] = [:]
    func resolve<T: Service>(_ type: T.Type = T.self) -> T {
        let key = String(describing: type)
        if let s = made[key] as? T { return s }
        let s = T()
        made[key] = s
        return s
    }
    static func describe<T>(_ type: T.Type = T.self, note: String = "") -> String { "\(type)\(note)" }
    func drop<T: Service>(_: T.Type = T.self) { made[String(describing: T.self)] = nil }
    deinit { print("Container deinit") }
}
final class Screen {
    let api: Api
    let cache: Cache
    init<A: Service>(container: Container, extra: A.Type = A.self) {
        api = container.resolve()
        cache = container.resolve(Cache.self)
        print("extra", Container.describe(extra))
    }
    deinit { print("Screen deinit") }
}
var box: Container? = Container()
var screen: Screen? = Screen(container: box!, extra: Api.self)
let again: Api = box!.resolve()
print(again === screen!.api, Container.describe(Int.self), Container.describe(String.self, note: "!"))
box!.drop(Cache.self)
screen = nil
print("screen gone")
let c: Cache = box!.resolve()
print(c.name)
box = nil
print("end")
