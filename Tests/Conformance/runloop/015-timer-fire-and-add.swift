// fire() calls a repeating timer's block at once without changing its schedule; fire() on a one-shot timer invalidates it. An unscheduled timer waits for RunLoop.main.add.
// prelude: uikit

final class Label {
    let text: String
    init(_ text: String) { self.text = text }
    deinit { print("Label(\(text)) deinit") }
}

var label: Label? = Label("repeat")
let repeating = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { [label] _ in print("repeat fires with \(label!.text)") }
label = nil
print("-- fire by hand")
repeating.fire()
print("fireDate in: \(repeating.fireDate.timeIntervalSinceNow)")
RunLoop.main.run(until: Date().addingTimeInterval(2))

let once = Timer(timeInterval: 1, repeats: false) { _ in print("once fires") }
print("-- not scheduled: nothing happens")
RunLoop.main.run(until: Date().addingTimeInterval(1.5))
RunLoop.main.add(once, forMode: .common)
print("-- fire the one-shot by hand")
once.fire()
print("once valid: \(once.isValid)")
RunLoop.main.run(until: Date().addingTimeInterval(3))
repeating.invalidate()
print("-- done")
