// Dictionary(uniqueKeysWithValues:) from mapped pairs, a zip and a literal: the dictionary holds its objects until it goes.
final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}

final class Router {
    var screens: [String: Screen] = [:]

    func register(_ list: [Screen]) {
        screens = Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })
    }

    deinit { print("deinit router with", screens.count) }
}

func run() {
    let router = Router()
    router.register([Screen("home")])
    print(router.screens["home"]?.name ?? "-", router.screens.count)
    let names = Dictionary(uniqueKeysWithValues: [Screen("a"), Screen("b")].map { ($0.name, $0.name.count) })
    print(names.count, names["b"] ?? 0)
    router.register([Screen("settings")])
    print(router.screens.keys.sorted())

    let orders = Dictionary(uniqueKeysWithValues: zip(["a", "b"], [2, 1]))
    print(orders["a"] ?? 0, orders["b"] ?? 0)
    let labels = [Int: String](uniqueKeysWithValues: [(1, "one")])
    print(labels)
    let optional = Dictionary(uniqueKeysWithValues: [("x", nil), ("y", 3)] as [(String, Int?)])
    print(optional.values.compactMap { $0 }, optional.count)
}
run()
print("end")
