// REJECT: a detached task is refused before anything runs, as a part of Swift concurrency coordlab lacks
// expect-error: coordlab does not support this part of Swift concurrency
// expect-line: 10
final class Screen {
    deinit { print("Screen deinit") }
}

print("never printed")
let screen = Screen()
Task.detached {
    print("detached with \(screen)")
}
