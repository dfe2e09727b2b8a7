// Async functions calling async functions, checkCancellation between steps, and blocks queued meanwhile
// prelude: uikit
struct StepError: Error {
    let step: Int
}

final class Pipeline {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("Pipeline \(name) deinit") }

    func step(_ n: Int) async throws -> Int {
        try Task.checkCancellation()
        print("\(name) step \(n)")
        try await Task.sleep(for: .seconds(1))
        if n == 3 { throw StepError(step: n) }
        return n * 10
    }

    func run() async throws -> Int {
        let a = try await step(1)
        let b = try await step(2)
        return try await step(a + b > 100 ? 9 : 3)
    }
}

let first = Task {
    do {
        let total = try await Pipeline(name: "first").run()
        print("first total \(total)")
    } catch {
        print("first stopped: \(error)")
    }
}
let second = Task {
    do {
        _ = try await Pipeline(name: "second").run()
    } catch {
        print("second stopped: \(error)")
    }
}
DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
    print("cancel second")
    second.cancel()
}
RunLoop.main.run(until: Date().addingTimeInterval(5))
print("end \(first.isCancelled) \(second.isCancelled)")
