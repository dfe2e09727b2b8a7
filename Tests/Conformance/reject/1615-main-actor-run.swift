// MainActor.run in a task is refused as a part of Swift concurrency coordlab lacks, with what to write instead, not as an unknown name
// expect-error: coordlab does not support MainActor.run yet
// expect-line: 13
// prelude: uikit
final class Screen {
    func show(_ text: String) { print("show", text) }
}
func load() async -> String { "done" }
let screen = Screen()
print("start")
Task {
    let value = await load()
    await MainActor.run { screen.show(value) }
}
