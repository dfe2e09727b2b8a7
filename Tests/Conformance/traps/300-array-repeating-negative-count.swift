// TRAP: Array(repeating:count:) with a negative count traps with Swift's message after what ran before it
// expect-trap: Can't construct Array with count < 0
class Tab {
    let title: String
    init(_ title: String) { self.title = title }
    deinit { print("deinit \(title)") }
}

/// Placeholder tabs for the slots a bar still has free.
func placeholders(free: Int) -> [Tab] {
    Array(repeating: Tab("empty"), count: free)
}

var tabs = placeholders(free: 2)
print("free slots", tabs.count)
tabs = placeholders(free: 0)
print("none free", tabs.count)
let used = 5
tabs = placeholders(free: 4 - used)
print("never printed", tabs.count)
