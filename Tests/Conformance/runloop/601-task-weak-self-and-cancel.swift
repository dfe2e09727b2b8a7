// [weak self] in a Task lets the screen go; cancel() wakes a sleeping task and its sleep throws
// prelude: uikit
final class SearchScreen {
    var task: Task<Void, Never>?
    deinit { print("SearchScreen deinit") }

    func search(_ text: String) {
        task?.cancel()
        task = Task { [weak self] in
            do {
                try await Task.sleep(for: .seconds(1))
            } catch {
                print("cancelled \(text): \(error)")
                return
            }
            guard let self else { print("screen gone for \(text)"); return }
            print("results for \(text), cancelled: \(Task.isCancelled)")
            _ = self
        }
    }
}

var screen: SearchScreen? = SearchScreen()
screen?.search("a")
RunLoop.main.run(until: Date().addingTimeInterval(0.5))
screen?.search("ab")
RunLoop.main.run(until: Date().addingTimeInterval(1.5))
screen?.search("abc")
screen = nil
print("popped")
RunLoop.main.run(until: Date().addingTimeInterval(2))
print("done")
