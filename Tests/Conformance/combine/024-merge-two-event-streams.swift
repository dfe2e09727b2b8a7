// merge(with:) passes on the values of two subjects as they come and finishes when both have; cancelling the merged subscription cancels both sides and frees the sink's closure.
// prelude: uikit

final class Logger {
    var lines: [String] = []
    deinit { print("Logger deinit after \(lines.count) lines") }
}

let taps = PassthroughSubject<String, Never>()
let swipes = PassthroughSubject<String, Never>()
var logger: Logger? = Logger()
let merged = taps.merge(with: swipes).sink(receiveCompletion: { print("gestures done:", $0) },
                                           receiveValue: { [logger] in logger!.lines.append($0); print("gesture", $0) })
taps.send("tap A")
swipes.send("swipe left")
taps.send("tap B")
taps.send(completion: .finished)
swipes.send("swipe right")
print("-- one side finished")
swipes.send(completion: .finished)
logger = nil
print("-- a second merge, cancelled")
let first = PassthroughSubject<Int, Never>()
let second = PassthroughSubject<Int, Never>()
var probe: Logger? = Logger()
let token = first.merge(with: second).sink { [probe] n in probe!.lines.append("\(n)") }
probe = nil
first.send(1)
second.send(2)
token.cancel()
print("-- cancelled")
first.send(3)
withExtendedLifetime(merged) {}
print("-- end")
