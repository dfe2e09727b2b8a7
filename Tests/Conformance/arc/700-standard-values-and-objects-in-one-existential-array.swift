// An array of a protocol existential holding Ints and Strings (conformed by extension) beside class instances releases the instances in index order.
protocol Describing {
    var summary: String { get }
}

final class Screen: Describing {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    var summary: String { "screen \(name)" }
    deinit { print("deinit \(name)") }
}

extension Int: Describing {
    var summary: String { "count \(self)" }
}

extension String: Describing {
    var summary: String { "title \(self)" }
}

func describeAll(_ items: [Describing]) {
    for item in items { print(item.summary) }
}

do {
    var items: [Describing] = [Screen("home"), 3, "Inbox", Screen("detail")]
    describeAll(items)
    items.remove(at: 0)
    print("removed first")
    items.append(Screen("settings"))
    items = items.filter { !($0 is Int) }
    print(items.map { $0.summary })
}
print("after scope")
var holder: [String: Describing]? = ["a": Screen("alone"), "b": 1]
print(holder!.count)
holder = nil
print("end")
