// REJECT: awaiting a task's value is refused before anything runs (coordlab's tasks have no result to wait for yet)
// expect-error: coordlab does not support 'value'
// expect-line: 14
final class Loader {
    func load() async -> Int {
        return 7
    }
    deinit { print("Loader deinit") }
}

print("never printed")
let loading = Task { await Loader().load() }
Task {
    let n = await loading.value
    print("loaded \(n)")
}
