// A view model awaits a throwing task's value with try (the error is rethrown), reads task.result as a Result, and a cancelled task's value throws CancellationError; several tasks awaiting one task resume in the order they began to wait.
// prelude: uikit
enum FeedError: Error { case offline }
final class Feed {
    let items: [String]
    init(items: [String]) { self.items = items }
    deinit { print("deinit Feed \(items.count)") }
}
func download(count: Int) async throws -> Feed {
    try await Task.sleep(for: .seconds(1))
    if count < 0 { throw FeedError.offline }
    return Feed(items: Array(repeating: "post", count: count))
}
final class FeedViewModel {
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("deinit FeedViewModel \(label)") }
    func show(_ count: Int, cancel: Bool = false) {
        let task = Task { try await download(count: count) }
        if cancel { task.cancel() }
        Task { [weak self] in
            do {
                let feed = try await task.value
                print(self?.label ?? "gone", "shows", feed.items.count)
            } catch {
                print(self?.label ?? "gone", "failed:", error)
            }
        }
        Task {
            switch await task.result {
            case .success(let feed): print("result: \(feed.items.count) items")
            case .failure(let error): print("result: \(error)")
            }
        }
    }
}
var online: FeedViewModel? = FeedViewModel("online")
online?.show(3)
let offline = FeedViewModel("offline")
offline.show(-1)
offline.show(2, cancel: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
online = nil
print("online dropped")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 2))
print("end")
