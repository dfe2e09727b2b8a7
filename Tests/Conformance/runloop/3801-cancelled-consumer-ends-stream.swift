// Cancelling the task that iterates a stream ends the loop and calls onTermination with .cancelled; a stream the last holder drops is cancelled too
// prelude: uikit

final class Ticker {
    private var continuation: AsyncStream<Int>.Continuation?
    private var timer: Timer?
    func ticks() -> AsyncStream<Int> {
        AsyncStream { continuation in
            var count = 0
            self.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                count += 1
                print("tick", count)
                self?.continuation?.yield(count)
            }
            continuation.onTermination = { [weak self] termination in
                print("ticks ended:", termination)
                self?.timer?.invalidate()
            }
            self.continuation = continuation
        }
    }
    deinit { print("Ticker deinit") }
}

final class ClockScreen {
    let ticker = Ticker()
    var task: Task<Void, Never>?
    func appear() {
        task = Task { [ticker] in
            for await n in ticker.ticks() {
                print("screen shows", n)
            }
            print("loop over, cancelled:", Task.isCancelled)
        }
    }
    func disappear() { task?.cancel() }
    deinit { print("ClockScreen deinit") }
}

var screen: ClockScreen? = ClockScreen()
screen?.appear()
RunLoop.main.run(until: Date().addingTimeInterval(2.5))
screen?.disappear()
RunLoop.main.run(until: Date().addingTimeInterval(2))
screen = nil
print("end")
