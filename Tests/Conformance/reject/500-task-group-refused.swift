// REJECT: a task group is refused before anything runs, in words that say this part of Swift concurrency is not supported yet (not "cannot find 'withTaskGroup'")
// expect-error: coordlab does not support this part of Swift concurrency
// expect-line: 11
final class Screen {
    deinit { print("Screen deinit") }
}

print("never printed")
let screen = Screen()
Task {
    await withTaskGroup(of: Int.self) { group in
        print("group with \(screen)")
    }
}
