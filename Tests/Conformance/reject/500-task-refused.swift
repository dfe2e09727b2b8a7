// REJECT: a Task is refused before anything runs, in words that say Swift concurrency is not supported yet (not "cannot find 'Task'")
// expect-error: coordlab does not support Swift concurrency
// expect-line: 10
final class Screen {
    deinit { print("Screen deinit") }
}

print("never printed")
let screen = Screen()
Task {
    print("task with \(screen)")
}
