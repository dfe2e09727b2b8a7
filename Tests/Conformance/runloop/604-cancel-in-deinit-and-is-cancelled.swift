// A polling task checks Task.isCancelled each round; the screen's deinit cancels it, which wakes its sleep
// prelude: uikit
final class StatusScreen {
    var polling: Task<Void, Never>?
    var rounds = 0

    func startPolling() {
        polling = Task { [weak self] in
            while !Task.isCancelled {
                guard let screen = self else { break }
                screen.rounds += 1
                print("round \(screen.rounds)")
                try? await Task.sleep(for: .seconds(1))
            }
            print("polling ended, cancelled: \(Task.isCancelled)")
        }
    }

    deinit {
        print("StatusScreen deinit after \(rounds) rounds")
        polling?.cancel()
    }
}

var screen: StatusScreen? = StatusScreen()
screen?.startPolling()
RunLoop.main.run(until: Date().addingTimeInterval(2.5))
screen = nil
print("screen released")
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("end")
