// A Task whose body captures self keeps the screen alive until the body ends, after its sleep
// prelude: uikit
final class ProfileScreen {
    let name: String
    init(name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }

    func fetchCount() async -> Int {
        print("fetching for \(name)")
        return 3
    }

    func start() {
        Task {
            let count = await self.fetchCount()
            try await Task.sleep(for: .seconds(2))
            print("\(self.name) shows \(count)")
        }
    }
}

var screen: ProfileScreen? = ProfileScreen(name: "profile")
screen?.start()
screen = nil
print("screen popped")
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("after 1s")
RunLoop.main.run(until: Date().addingTimeInterval(2))
print("done")
