// A coordinator's task awaits a loader, then hops with await MainActor.run { … } to update a screen; main-queue blocks keep their order
// prelude: uikit
final class Loader {
    func load(_ name: String) async -> [String] {
        print("loading \(name)")
        return [name + ".1", name + ".2"]
    }
    deinit { print("Loader deinit") }
}

final class ListScreen {
    var rows: [String] = []
    func show(_ rows: [String]) {
        self.rows = rows
        print("rows: \(rows.joined(separator: ", "))")
    }
    deinit { print("ListScreen deinit") }
}

final class ListCoordinator {
    let loader = Loader()
    var screen: ListScreen? = ListScreen()
    func start() {
        DispatchQueue.main.async { print("main queue before") }
        Task {
            let rows = await self.loader.load("inbox")
            let count = await MainActor.run { () -> Int in
                self.screen?.show(rows)
                return rows.count
            }
            print("shown \(count)")
            await MainActor.run { [weak self] in
                self?.screen = nil
            }
            print("screen released")
        }
        DispatchQueue.main.async { print("main queue after") }
    }
    deinit { print("ListCoordinator deinit") }
}

var coordinator: ListCoordinator? = ListCoordinator()
coordinator?.start()
coordinator = nil
print("coordinator dropped")
RunLoop.main.run(until: Date().addingTimeInterval(0.5))
print("end")
