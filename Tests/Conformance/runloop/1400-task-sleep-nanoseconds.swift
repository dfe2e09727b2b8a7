// Task.sleep(nanoseconds:) waits on virtual time like sleep(for:); a screen's task keeps it until the sleep ends, cancel() wakes it
// prelude: uikit
final class ProfileViewModel {
    var name = "?"
    deinit { print("ProfileViewModel deinit") }

    func load() async throws {
        try await Task.sleep(nanoseconds: 1_500_000_000)
        name = "Kim"
        print("loaded", name)
    }
}

final class ProfileScreen {
    let viewModel = ProfileViewModel()
    var task: Task<Void, Error>?
    deinit { print("ProfileScreen deinit") }

    func viewDidAppear() {
        task = Task {
            print("loading")
            try await self.viewModel.load()
            print("shown", self.viewModel.name)
        }
    }
}

var screen: ProfileScreen? = ProfileScreen()
screen?.viewDidAppear()
screen = nil
print("popped")
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("one second")
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("two seconds")

var second: ProfileScreen? = ProfileScreen()
second?.viewDidAppear()
RunLoop.main.run(until: Date().addingTimeInterval(0.5))
second?.task?.cancel()
second = nil
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
let poll = Task {
    for step in 1...3 {
        try? await Task.sleep(nanoseconds: 250_000_000 * step)
        print("poll", step)
    }
}
RunLoop.main.run(until: Date().addingTimeInterval(2))
print("end", poll.isCancelled)
