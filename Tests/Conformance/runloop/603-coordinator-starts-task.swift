// A coordinator starts a loading task in start(); the task keeps the coordinator until it ends, even after its parent drops it
// prelude: uikit
final class Repository {
    func fetchItems() async throws -> [String] {
        try await Task.sleep(for: .milliseconds(500))
        return ["a", "b"]
    }
    deinit { print("Repository deinit") }
}

final class ListCoordinator {
    let repository = Repository()
    var items: [String] = []
    deinit { print("ListCoordinator deinit") }

    func start() {
        print("start")
        Task {
            do {
                self.items = try await self.repository.fetchItems()
                print("loaded \(self.items.count) items")
            } catch {
                print("failed: \(error)")
            }
        }
    }
}

final class AppCoordinator {
    var children: [ListCoordinator] = []
    func showList() {
        let child = ListCoordinator()
        children.append(child)
        child.start()
    }
    deinit { print("AppCoordinator deinit") }
}

var app: AppCoordinator? = AppCoordinator()
app?.showList()
app = nil
print("app released")
RunLoop.main.run(until: Date().addingTimeInterval(0.25))
print("quarter second")
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("end")
