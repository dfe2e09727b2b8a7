// zip pairs the first value of each publisher, then the second of each; it finishes when a finished side has nothing left to pair, and its sink lets go of its closure then.
// prelude: uikit

final class Dashboard {
    deinit { print("Dashboard deinit") }
}

let profiles = PassthroughSubject<String, Never>()
let counts = PassthroughSubject<Int, Never>()
var dashboard: Dashboard? = Dashboard()
let token = profiles.zip(counts).sink(
    receiveCompletion: { print("zip completion:", $0) },
    receiveValue: { [dashboard] pair in print("pair:", pair.0, pair.1, dashboard != nil) })
dashboard = nil
profiles.send("ada")
profiles.send("grace")
print("-- two profiles wait for counts")
counts.send(3)
counts.send(5)
counts.send(8)
print("-- one count waits; profiles finish")
profiles.send(completion: .finished)
print("-- end")
