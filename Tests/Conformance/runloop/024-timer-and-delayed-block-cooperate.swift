// A timer's block schedules delayed work, and a delayed block invalidates the timer: everything runs in time order and each capture is released when its holder lets go.
// prelude: uikit

final class Poll {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("Poll \(id) deinit") }
}

var count = 0
let start = Date()
let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
    count += 1
    let poll = Poll(count)
    print("poll \(count) sent at \(Date().timeIntervalSince(start))s")
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        print("answer to poll \(poll.id)")
    }
}
let stop = DispatchWorkItem {
    print("stop polling at \(Date().timeIntervalSince(start))s")
    timer.invalidate()
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3.2, execute: stop)
RunLoop.main.run(until: start + 10)
print("valid: \(timer.isValid), polls: \(count)")
