// Timers with different intervals and delayed blocks interleave by time; things due at the same time run in the order they were scheduled.
// prelude: uikit

var log: [String] = []
let fast = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in log.append("fast") }
let slow = Timer.scheduledTimer(withTimeInterval: 1.5, repeats: true) { _ in log.append("slow") }
DispatchQueue.main.asyncAfter(deadline: .now() + 3) { log.append("block at 3") }
let start = Date()
RunLoop.main.run(until: Date().addingTimeInterval(4))
print(log)
print("elapsed: \(Date().timeIntervalSince(start))")
fast.invalidate()
slow.invalidate()
RunLoop.main.run(until: Date().addingTimeInterval(4))
print("after invalidate: \(log.count) entries")
