// REJECT: a program whose top-level code awaits and also runs the run loop is refused: swiftc's program then does the main actor's work on another thread than the loop's, and crashes
// expect-error: coordlab does not support running the run loop in a program whose top-level code awaits
// expect-line: 14
// prelude: uikit
final class Greeter {
    func greeting() async -> String { "hello" }
}

let greeter = Greeter()
let task = Task { @MainActor in
    print("task runs")
}
print(await greeter.greeting())
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("end")
