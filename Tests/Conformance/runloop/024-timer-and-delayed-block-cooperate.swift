// A timer's block schedules delayed work, and a delayed block invalidates the timer: everything runs in time order and each capture is released when its holder lets go.
// prelude: uikit

final class Poll {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("Poll \(id) deinit") }
}

var count = 0
let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
    count += 1
    let poll = Poll(count)
    print("timer \(count) at \(Date().timeIntervalSince(Date(timeIntervalSinceNow: -1)))")
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        print("answer to poll \(poll.id)")
    }
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3.2) {
    print("stop polling")
    timer.invalidate()
}
RunLoop.main.run(until: Date().addingTimeInterval(10))
print("valid: \(timer.isValid), polls: \(count)")
