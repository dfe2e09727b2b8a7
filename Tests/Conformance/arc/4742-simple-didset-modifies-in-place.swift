// A stored property whose only observer is a didSet that does not read oldValue is modified in place (SE-0268): what removeAll(where:), remove(at:), a nil subscript assignment or an element assignment removes dies during the mutation, before didSet runs; with oldValue read, or a willSet, the old collection lives until the observers are done
final class ChildCoordinator {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("\(name) deinit") }
}

final class AppCoordinator {
    var children: [ChildCoordinator] = [] {
        didSet { print("children didSet:", children.map(\.name)) }
    }
    var byTab: [String: ChildCoordinator] = [:] {
        didSet { print("byTab didSet:", byTab.keys.sorted()) }
    }
    var history: [ChildCoordinator] = [] {
        didSet { print("history didSet:", oldValue.count, "->", history.count) }
    }
    var pending: [ChildCoordinator] = [] {
        willSet { print("pending willSet:", newValue.count) }
        didSet { print("pending didSet:", pending.count) }
    }

    func run() {
        children.append(ChildCoordinator("login"))
        children.append(ChildCoordinator("home"))
        children.removeAll { $0.name == "login" }
        print("-- replaced")
        children[0] = ChildCoordinator("settings")
        print("-- removed at 0")
        children.remove(at: 0)
        print("-- tabs")
        byTab["feed"] = ChildCoordinator("feed")
        byTab["feed"] = nil
        print("-- history")
        history.append(ChildCoordinator("old"))
        history.removeAll()
        print("-- pending")
        pending.append(ChildCoordinator("queued"))
        pending.removeLast()
        print("-- done")
    }
    deinit { print("AppCoordinator deinit") }
}

AppCoordinator().run()
