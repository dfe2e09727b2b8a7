// Two Task { @MainActor in … } bodies call async functions that do and do not sleep, between main-queue blocks and a plain task
// prelude: uikit
final class Counter {
    var value = 0
    deinit { print("Counter deinit at \(value)") }
}

func step(_ name: String, _ counter: Counter) async -> Int {
    counter.value += 1
    print("\(name) step \(counter.value)")
    return counter.value
}

func pause(_ name: String) async {
    try? await Task.sleep(for: .milliseconds(100))
    print("\(name) woke")
}

func start(_ counter: Counter) {
    Task { @MainActor in
        print("A begins")
        let n = await step("A", counter)
        DispatchQueue.main.async { print("block queued by A after \(n)") }
        await pause("A")
        _ = await step("A", counter)
        print("A ends")
    }
    DispatchQueue.main.async { print("block between tasks") }
    Task {
        print("B begins")
        _ = await step("B", counter)
        await pause("B")
        print("B ends")
    }
    Task { @MainActor in
        print("C begins")
        await pause("C")
        print("C ends with \(counter.value)")
    }
}

var counter: Counter? = Counter()
start(counter!)
counter = nil
print("started")
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("end")
