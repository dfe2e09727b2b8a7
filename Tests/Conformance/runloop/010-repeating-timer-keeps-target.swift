// A repeating block timer whose block captures self strongly keeps self alive until invalidate(); invalidate() frees it at once.
// prelude: uikit

final class Clock {
    var timer: Timer?
    var ticks = 0
    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            self.ticks += 1
            print("tick \(self.ticks)")
        }
    }
    func stop() {
        timer?.invalidate()
        print("stopped, valid: \(timer!.isValid)")
        timer = nil
    }
    deinit { print("Clock deinit after \(ticks) ticks") }
}

var clock: Clock? = Clock()
weak var watcher = clock
clock!.start()
clock = nil
print("-- released by the program, alive: \(watcher != nil)")
RunLoop.main.run(until: Date().addingTimeInterval(3.5))
print("-- stop it")
watcher?.stop()
print("-- alive: \(watcher != nil)")
