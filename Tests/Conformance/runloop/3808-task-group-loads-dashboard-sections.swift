// A dashboard coordinator loads its sections in a task group inside a Task: children sleep different times, results come back in the order they end, a child's error ends the loop while the others finish, a popped screen is released after the group
// prelude: uikit
struct Section { let title: String; let rows: Int }
enum LoadError: Error { case offline(String) }

final class DashboardScreen {
    var sections: [Section] = []
    deinit { print("DashboardScreen deinit") }
}

final class SectionLoader {
    func load(_ title: String, seconds: Double) async throws -> Section {
        print("start", title)
        try await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
        if title == "ads" { throw LoadError.offline(title) }
        print("end", title)
        return Section(title: title, rows: title.count)
    }
    deinit { print("SectionLoader deinit") }
}

final class DashboardCoordinator {
    var screen: DashboardScreen? = DashboardScreen()
    let loader = SectionLoader()
    func start() {
        Task { [weak self, loader] in
            let loaded = await withThrowingTaskGroup(of: Section.self) { group in
                for (title, seconds) in [("news", 0.3), ("weather", 0.1), ("ads", 0.2), ("sport", 0.1)] {
                    group.addTask { try await loader.load(title, seconds: seconds) }
                }
                var sections: [Section] = []
                do {
                    for try await section in group {
                        print("got", section.title)
                        sections.append(section)
                    }
                } catch {
                    print("failed:", error)
                }
                return sections
            }
            print("loaded", loaded.map(\.title))
            self?.screen?.sections = loaded
            print("screen alive:", self?.screen != nil)
        }
    }
    deinit { print("DashboardCoordinator deinit") }
}

var coordinator: DashboardCoordinator? = DashboardCoordinator()
coordinator?.start()
RunLoop.main.run(until: Date().addingTimeInterval(0.15))
coordinator?.screen = nil
RunLoop.main.run(until: Date().addingTimeInterval(1))
coordinator = nil
print("end")
