// Foundation's UUID as coordinators use it (an identifier per coordinator, dictionary keys, equality, parsing a string): the prelude makes them in order so every run prints the same, and a coordinator removed by its identifier dies.
// prelude: uikit
final class Coordinator {
    let id = UUID()
    let name: String
    init(name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

final class Parent {
    private var children: [UUID: Coordinator] = [:]
    func add(_ child: Coordinator) -> UUID {
        children[child.id] = child
        return child.id
    }
    func remove(_ id: UUID) { children[id] = nil }
    var count: Int { children.count }
}

let parent = Parent()
let home = parent.add(Coordinator(name: "home"))
let settings = parent.add(Coordinator(name: "settings"))
print(home == settings, home == home, parent.count)
print(home.uuidString.count, "\(settings)".hasSuffix("2"))
parent.remove(home)
print("removed home, \(parent.count) left")
let parsed = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
print(parsed?.uuidString ?? "nil", UUID(uuidString: "not-a-uuid") == nil)
var seen: Set<UUID> = [home, settings, home]
print(seen.count, seen.contains(settings))
seen.removeAll()
parent.remove(settings)
print("end")
