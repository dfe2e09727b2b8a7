// A timer that does not repeat fires once, is valid while its block runs, then invalidates itself and releases its block.
// prelude: uikit

final class Reminder {
    deinit { print("Reminder deinit") }
}

var reminder: Reminder? = Reminder()
let timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [reminder] t in
    print("fired, valid inside: \(t.isValid), reminder: \(reminder != nil)")
}
reminder = nil
print("valid before: \(timer.isValid)")
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("-- 1s: nothing yet")
RunLoop.main.run(until: Date().addingTimeInterval(5))
print("valid after: \(timer.isValid)")
