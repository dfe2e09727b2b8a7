// A task awaits an async function, then hands its value to a screen through await MainActor.run { … }; the closure's captures live until it has run
// prelude: uikit
final class Screen {
    let name: String
    init(name: String) { self.name = name }
    func show(_ text: String) { print("\(name) shows", text) }
    deinit { print("Screen \(name) deinit") }
}
func load() async -> String { "done" }
func loadOrFail(_ fail: Bool) async throws -> String {
    struct LoadError: Error {}
    if fail { throw LoadError() }
    return "fresh"
}
var screen: Screen? = Screen(name: "home")
print("start")
Task { [screen] in
    let value = await load()
    await MainActor.run { screen?.show(value) }
    let text = try await loadOrFail(false)
    let shown = try await MainActor.run { () throws -> String in
        if text.isEmpty { throw CancellationError() }
        return text.uppercased()
    }
    print("shown \(shown)")
}
Task {
    do {
        _ = try await loadOrFail(true)
    } catch {
        await MainActor.run { print("failed with \(type(of: error))") }
    }
}
screen = nil
print("screen dropped")
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
print("end")
