// ERRORS: reading a task's value without await is refused in swiftc's words
// prelude: uikit
final class Loader {
    var pending: Task<Int, Never>?
    deinit { print("Loader deinit") }
    func start() {
        let task = Task { () -> Int in 42 }
        pending = task
        Task {
            let answer = task.value
            print(answer)
        }
    }
}
let loader = Loader()
loader.start()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
