// A target-action timer retains its target (and user info) until it is invalidated, although the program kept no reference.
// prelude: uikit

final class Poller {
    let name: String
    init(_ name: String) { self.name = name }
    func poll(_ timer: Timer) {}
    deinit { print("\(name) deinit") }
}

final class Info {
    deinit { print("Info deinit") }
}

var poller: Poller? = Poller("poller")
weak var weakPoller = poller
let timer = Timer.scheduledTimer(timeInterval: 1, target: poller!, selector: Selector("poll:"), userInfo: Info(), repeats: true)
poller = nil
print("-- program let go; alive: \(weakPoller != nil)")
RunLoop.main.run(until: Date().addingTimeInterval(3))
print("-- after 3s; alive: \(weakPoller != nil), valid: \(timer.isValid)")
timer.invalidate()
print("-- invalidated; alive: \(weakPoller != nil), valid: \(timer.isValid)")
