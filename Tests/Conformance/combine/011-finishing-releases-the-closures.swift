// When a subject finishes, every subscription lets go of its subscriber: the sinks' closures, and what they capture, are released at once, with the tokens still kept.
// prelude: uikit

final class Listener {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Listener \(name) deinit") }
}

let downloads = PassthroughSubject<Int, Never>()
var tokens: [AnyCancellable] = []
do {
    let first = Listener("first")
    let second = Listener("second")
    downloads.sink(receiveCompletion: { _ in print("first saw the end") }, receiveValue: { print(first.name, $0) })
        .store(in: &tokens)
    downloads.sink { print(second.name, $0) }.store(in: &tokens)
}
downloads.send(10)
print("-- finishing")
downloads.send(completion: .finished)
print("-- finished; tokens kept:", tokens.count)
downloads.send(20)
tokens.removeAll()
print("-- end")
