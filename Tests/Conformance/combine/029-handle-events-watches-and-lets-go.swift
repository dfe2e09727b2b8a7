// handleEvents sees the subscription start, each value and the cancel as they pass; on cancel it runs receiveCancel, then releases its closures before the sink's are released.
// prelude: uikit

final class Logger {
    let tag: String
    init(_ tag: String) { self.tag = tag }
    func log(_ text: String) { print("[\(tag)]", text) }
    deinit { print("Logger deinit", tag) }
}

final class Counter {
    deinit { print("Counter deinit") }
}

let taps = PassthroughSubject<Int, Never>()
var logger: Logger? = Logger("taps")
var counter: Counter? = Counter()
let token = taps
    .handleEvents(receiveSubscription: { [logger] _ in logger!.log("subscribed") },
                  receiveOutput: { [logger] value in logger!.log("output \(value)") },
                  receiveCompletion: { [logger] _ in logger!.log("completed") },
                  receiveCancel: { [logger] in logger!.log("cancelled") })
    .sink { [counter] value in print("sink got", value, counter != nil) }
logger = nil
counter = nil
taps.send(1)
taps.send(2)
print("-- cancelling")
token.cancel()
taps.send(3)
print("-- end")
