// The usual fix: a [weak self] timer block lets the screen go; its deinit invalidates the timer, which the run loop then drops.
// prelude: uikit

final class Token {
    deinit { print("Token deinit (the block's capture)") }
}

final class LiveScreen {
    var timer: Timer?
    func start() {
        let token = Token()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            _ = token
            print("tick, self alive: \(self != nil)")
        }
    }
    deinit {
        print("LiveScreen deinit")
        timer?.invalidate()
        print("timer invalidated")
    }
}

var screen: LiveScreen? = LiveScreen()
screen!.start()
RunLoop.main.run(until: Date().addingTimeInterval(2))
print("-- release the screen")
screen = nil
RunLoop.main.run(until: Date().addingTimeInterval(2))
print("-- done")
