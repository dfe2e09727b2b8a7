// A sink that cancels its own subscription from inside its closure gets no more values; the closure, and what it captures, is released when the cancel happens.
// prelude: uikit

final class Tracker {
    deinit { print("Tracker deinit") }
}

final class OneShot {
    let events = PassthroughSubject<String, Never>()
    var token: AnyCancellable?
    func listenOnce() {
        let tracker = Tracker()
        token = events.sink { [unowned self] event in
            print("first event:", event, tracker)
            self.token?.cancel()
            print("cancelled inside the closure")
        }
    }
}

let oneShot = OneShot()
oneShot.listenOnce()
oneShot.events.send("a")
print("-- after the first event")
oneShot.events.send("b")
oneShot.token = nil
print("-- end")
