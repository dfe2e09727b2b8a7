// A repeating block timer that invalidates itself from its own block is dropped by the run loop with its block, as Apple documents (Linux's Foundation keeps it).
// prelude: uikit

final class Countdown {
    var remaining = 3
    deinit { print("Countdown deinit") }
}

do {
    let countdown = Countdown()
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
        print("remaining \(countdown.remaining)")
        countdown.remaining -= 1
        if countdown.remaining == 0 {
            timer.invalidate()
            print("invalidated inside the block")
        }
    }
}
RunLoop.main.run(until: Date().addingTimeInterval(10))
print("-- done")
