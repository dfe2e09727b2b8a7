// A detached task holds the screen it captures until its body ends and hands its result back with await MainActor.run; awaiting a main-actor method from it needs await, as the closure is isolated to no actor
// prelude: uikit
@MainActor final class Screen {
    var rows: [String] = []
    let name: String
    nonisolated init(name: String) { self.name = name }
    func show(_ items: [String]) {
        rows = items
        print("\(name) shows \(items)")
    }
    deinit { print("Screen \(name) deinit") }
}
func parse(_ text: String) -> [String] {
    text.split(separator: ",").map { String($0) }
}
var screen: Screen? = Screen(name: "list")
Task.detached { [screen] in
    print("parsing off the main actor")
    let items = parse("a,b,c")
    try? await Task.sleep(for: .seconds(1))
    await MainActor.run { screen!.show(items) }
    await screen!.show(["d"])
    print("detached end")
}
let counted = Task.detached { () -> Int in
    await Task.yield()
    return parse("x,y").count
}
Task { print("counted", await counted.value) }
screen = nil
print("screen dropped")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 2))
print("end")
