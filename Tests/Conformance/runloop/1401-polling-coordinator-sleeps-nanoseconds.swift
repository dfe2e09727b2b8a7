// a coordinator polls with Task.sleep(nanoseconds:) computed from seconds, [weak self] lets it go, cancel() in deinit stops the sleep
// prelude: uikit
final class StatusService {
    var calls = 0
    func fetch() -> String {
        calls += 1
        return "status \(calls)"
    }
    deinit { print("StatusService deinit") }
}

final class PollingCoordinator {
    let service = StatusService()
    var polling: Task<Void, Never>?
    let interval = 0.5
    deinit {
        polling?.cancel()
        print("PollingCoordinator deinit")
    }

    func start() {
        let nanoseconds = Int(interval * 1_000_000_000)
        polling = Task { [weak self] in
            while !Task.isCancelled {
                do {
                    try await Task.sleep(nanoseconds: nanoseconds)
                } catch {
                    print("poll stopped:", error)
                    return
                }
                guard let self else { return }
                print(self.service.fetch())
            }
        }
    }
}

var coordinator: PollingCoordinator? = PollingCoordinator()
coordinator?.start()
RunLoop.main.run(until: Date().addingTimeInterval(1.2))
print("leaving")
coordinator = nil
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("end")
