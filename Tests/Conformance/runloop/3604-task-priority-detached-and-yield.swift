// Task(priority:), Task.detached and Task.yield(): priorities order nothing on the run loop, a yield queues the task behind what is queued (a main-queue block, other tasks), a detached task's captures live until it ends
// prelude: uikit
final class Loader {
    let name: String
    init(_ name: String) { self.name = name; print("Loader \(name) init") }
    deinit { print("Loader \(name) deinit") }
}
var loader: Loader? = Loader("a")
Task(priority: .high) { [loader] in
    print("high start", loader!.name)
    await Task.yield()
    print("high after yield")
}
Task.detached(priority: .background) {
    print("detached start")
    await Task.yield()
    print("detached after yield")
    await Task.yield()
    print("detached end")
}
let t = Task<Int, Never> {
    print("plain start", Task.currentPriority)
    DispatchQueue.main.async { print("main block") }
    await Task.yield()
    print("plain after yield")
    return 42
}
Task { print("value", await t.value) }
loader = nil
print("queued")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print(TaskPriority.high, TaskPriority.userInitiated == .high)
