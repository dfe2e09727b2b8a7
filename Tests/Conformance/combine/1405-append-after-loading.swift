// append adds rows after upstream finishes (not after a failure); prepend and append together; a cancelled token stops the rest
// prelude: uikit
enum FeedError: Error { case offline }

final class Message {
    let text: String
    init(_ text: String) { self.text = text }
    deinit { print("Message \(text) deinit") }
}

final class InboxViewModel {
    let loaded = PassthroughSubject<String, FeedError>()
    var cancellables: [AnyCancellable] = []
    deinit { print("InboxViewModel deinit") }

    func bind(_ name: String) {
        loaded
            .prepend("header")
            .append("footer", "end")
            .sink(receiveCompletion: { print(name, $0) }, receiveValue: { print(name, "row", $0) })
            .store(in: &cancellables)
    }
}

var inbox: InboxViewModel? = InboxViewModel()
inbox?.bind("inbox")
inbox?.loaded.send("hello")
inbox?.loaded.send(completion: .finished)
inbox = nil

let failing = InboxViewModel()
failing.bind("failing")
failing.loaded.send("one")
failing.loaded.send(completion: .failure(.offline))

let marker = Message("marker")
let messages = PassthroughSubject<Message, Never>()
var token: AnyCancellable? = messages.append(marker).sink { message in
    print("got", message.text)
    if message.text == "marker" { token?.cancel() }
}
messages.send(Message("first"))
messages.send(completion: .finished)
token = nil
print("end")
