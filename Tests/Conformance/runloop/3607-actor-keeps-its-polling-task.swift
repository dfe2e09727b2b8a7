// An actor keeps a polling task that captures it (a cycle until the task ends), ticks make tokens, a closure updates its state, stop() cancels the task, and the actor, its tokens and a screen's weak reference to it go in swiftc's order
// prelude: uikit
final class Token { let id: Int; init(_ id: Int) { self.id = id }; deinit { print("Token \(id) deinit") } }
actor Poller {
    var ticks = 0
    var task: Task<Void, Never>?
    var tokens: [Token] = []
    func start() {
        task = Task {
            while !Task.isCancelled && ticks < 30 {
                tick()
                try? await Task.sleep(for: .seconds(1))
            }
            print("poller loop ends at \(ticks)")
        }
    }
    func tick() { ticks += 1; tokens.append(Token(ticks)); print("tick \(ticks)") }
    func update(_ change: (Int) -> Int) -> Int { ticks = change(ticks); return ticks }
    func stop() { task?.cancel(); task = nil }
    deinit { print("Poller deinit") }
}
final class Screen {
    weak var poller: Poller?
    deinit { print("Screen deinit") }
}
var poller: Poller? = Poller()
let screen = Screen()
screen.poller = poller
Task { [poller] in
    await poller!.start()
    try? await Task.sleep(for: .seconds(1.2))
    print("updated", await poller!.update { $0 + 10 })
}
RunLoop.main.run(until: Date(timeIntervalSinceNow: 2.5))
Task { [poller] in await poller!.stop() }
poller = nil
RunLoop.main.run(until: Date(timeIntervalSinceNow: 3))
print("weak poller", screen.poller == nil ? "gone" : "alive")
