// TRAP: a continuation resumed twice stops the program with Swift's words, naming the function that made it
// expect-trap: value() tried to resume its continuation more than once, returning 2!
// prelude: uikit
func fetch(_ done: @escaping (Int) -> Void) { done(1); done(2) }
func value() async -> Int {
  await withCheckedContinuation { c in fetch { c.resume(returning: $0) } }
}
Task { print(await value()) }
RunLoop.main.run(until: Date())
