// A dependency container: factories keyed by ObjectIdentifier of a metatype, registered with a defaulted flag and a trailing closure, singletons cached behind [unowned self], resolved recursively through a protocol
import Foundation

protocol Resolver {
    func resolve<T>(_ type: T.Type) -> T
}

final class Container: Resolver {
    private var factories: [ObjectIdentifier: (Resolver) -> Any] = [:]
    private var singletons: [ObjectIdentifier: Any] = [:]

    func register<T>(_ type: T.Type, singleton: Bool = false, factory: @escaping (Resolver) -> T) {
        let key = ObjectIdentifier(type)
        if singleton {
            factories[key] = { [unowned self] r in
                if let existing = self.singletons[key] { return existing }
                let made = factory(r)
                self.singletons[key] = made
                return made
            }
        } else {
            factories[key] = { r in factory(r) }
        }
    }

    func resolve<T>(_ type: T.Type) -> T {
        guard let factory = factories[ObjectIdentifier(type)] else {
            fatalError("No registration for \(type)")
        }
        guard let value = factory(self) as? T else { fatalError("bad type") }
        return value
    }
    deinit { print("Container deinit") }
}

protocol APIClient: AnyObject { func get(_ path: String) -> String }
final class LiveAPI: APIClient {
    let id: Int
    init(id: Int) { self.id = id; print("LiveAPI \(id) init") }
    func get(_ path: String) -> String { "GET \(path) via \(id)" }
    deinit { print("LiveAPI \(id) deinit") }
}

final class ProfileService {
    let api: APIClient
    init(api: APIClient) { self.api = api }
    func load() -> String { api.get("/profile") }
    deinit { print("ProfileService deinit") }
}

var counter = 0
do {
    let c = Container()
    c.register(APIClient.self, singleton: true) { _ in counter += 1; return LiveAPI(id: counter) }
    c.register(ProfileService.self) { r in ProfileService(api: r.resolve(APIClient.self)) }
    let s1 = c.resolve(ProfileService.self)
    let s2 = c.resolve(ProfileService.self)
    print(s1.load(), s2.load(), s1 === s2, s1.api === s2.api)
    print(type(of: c.resolve(APIClient.self)))
}
print("end")
