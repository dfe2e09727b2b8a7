// DispatchQueue.main.async runs its block only when the run loop runs; the queue holds the block, and what it captures, until it has run.
// prelude: uikit

final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("\(name) deinit") }
}

var screen: Screen? = Screen("Home")
DispatchQueue.main.async { [screen] in
    print("block runs, captured \(screen!.name)")
}
print("-- screen = nil: the block still holds it")
screen = nil
print("-- run the loop")
RunLoop.main.run(until: Date())
print("-- after the loop")
