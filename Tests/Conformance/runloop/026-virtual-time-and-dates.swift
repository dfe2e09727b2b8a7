// Virtual time moves only while the loop runs: Date() and DispatchTime.now() agree, a date in the past moves nothing, and run(until:) stops exactly at its date.
// prelude: uikit

let start = Date()
print("start + 0: \(Date().timeIntervalSince(start))")
RunLoop.main.run(until: start.addingTimeInterval(-5))
print("after a date in the past: \(Date().timeIntervalSince(start))")
let deadline = Date(timeIntervalSinceNow: 2.5)
print("deadline in: \(deadline.timeIntervalSinceNow)")
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("at 1s: \(Date().timeIntervalSince(start))")
}
RunLoop.main.run(until: deadline)
print("at the deadline: \(Date().timeIntervalSince(start)), \(deadline.timeIntervalSinceNow)")
let later = start + 10
print("ten seconds after start: \(later.timeIntervalSince(start))")
