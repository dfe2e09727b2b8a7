// Awaiting a task's value (once refused): the loader made for the call dies when the loading body ends, before the awaiting task prints what it got.
// prelude: uikit
final class Loader {
    func load() async -> Int {
        return 7
    }
    deinit { print("Loader deinit") }
}

print("before the loop")
let loading = Task { await Loader().load() }
Task {
    let n = await loading.value
    print("loaded \(n)")
}
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("after the loop")
