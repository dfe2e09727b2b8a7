// Main-actor methods calling main-actor methods inside tasks run to their end before the next queued block, as on the main thread
// prelude: uikit
final class Store {
  var log: [String] = []
  @MainActor func add(_ s: String) async { log.append(s); await note(s) }
  @MainActor func note(_ s: String) async { print("note", s) }
}
final class Screen {
  let store = Store()
  @MainActor func load(_ tag: String) async { print("load", tag); await store.add(tag); print("loaded", tag) }
  deinit { print("Screen deinit") }
}
var screen: Screen? = Screen()
DispatchQueue.main.async { print("block 1") }
Task { @MainActor in await screen?.load("a"); print("task a done") }
DispatchQueue.main.async { print("block 2") }
Task {
  try? await Task.sleep(for: .milliseconds(10))
  await screen?.load("b")
  print("log:", screen?.store.log ?? [])
  screen = nil
}
DispatchQueue.main.asyncAfter(deadline: .now() + 0.005) { print("block 3") }
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
print("end")
