// Several tasks, async throws functions and main-queue blocks run in one order on virtual time
// prelude: uikit
struct LoadError: Error {}

final class Loader {
    let id: Int
    init(id: Int) { self.id = id }
    deinit { print("Loader \(id) deinit") }

    func load(failing: Bool) async throws -> String {
        try await Task.sleep(for: .seconds(id))
        if failing { throw LoadError() }
        return "data \(id)"
    }
}

func run(_ loader: Loader, failing: Bool) async {
    do {
        let value = try await loader.load(failing: failing)
        print("loaded \(value)")
    } catch {
        print("failed \(loader.id): \(error)")
    }
}

Task { await run(Loader(id: 2), failing: false) }
Task { await run(Loader(id: 1), failing: true) }
DispatchQueue.main.async { print("main block") }
let checker = Task {
    try Task.checkCancellation()
    print("checked")
}
print("scheduled")
RunLoop.main.run(until: Date().addingTimeInterval(3))
print("cancelled after the end: \(checker.isCancelled)")
