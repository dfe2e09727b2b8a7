// ERRORS: an async function called without await inside async code is refused, in swiftc's words
// prelude: uikit
func fetchCount() async -> Int {
    return 3
}

func refresh() async {
    let count = fetchCount()
    print("count \(count)")
}

final class Screen {
    deinit { print("Screen deinit") }
    func start() {
        Task {
            await refresh()
        }
    }
}

print("before")
Screen().start()
