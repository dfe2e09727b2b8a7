// A token that is not kept cancels its subscription at once; cancelling drops the subscriber's closures, and what they capture, right away.
// prelude: uikit

final class Probe {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Probe \(name) deinit") }
}

let events = PassthroughSubject<Int, Never>()
do {
    let probe = Probe("discarded")
    _ = events.sink { print("discarded sink got", $0, probe.name) }
}
events.send(1)
var probe: Probe? = Probe("kept")
var token: AnyCancellable? = events.sink { [probe] in print("kept sink got", $0, probe!.name) }
probe = nil
events.send(2)
print("-- cancel")
token!.cancel()
print("-- cancelled; sending again")
events.send(3)
token = nil
var tokens: [AnyCancellable] = []
events.sink { print("array-stored", $0) }.store(in: &tokens)
var set = Set<AnyCancellable>()
events.sink { print("set-stored", $0) }.store(in: &set)
events.send(4)
print(tokens.count, set.count)
tokens.removeAll()
events.send(5)
print("-- end")
