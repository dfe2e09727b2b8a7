// A @Published array sends the whole array on every mutation (append, remove); an Equatable enum state with removeDuplicates sends only changes.
// prelude: uikit

enum LoadState: Equatable {
    case idle
    case loading
    case loaded(count: Int)
    case failed(String)
}

final class InboxViewModel {
    @Published var messages: [String] = []
    @Published var state: LoadState = .idle
    func load(_ incoming: [String]) {
        state = .loading
        state = .loading
        for m in incoming { messages.append(m) }
        state = .loaded(count: messages.count)
    }
}

let inbox = InboxViewModel()
var bag = Set<AnyCancellable>()
inbox.$messages.sink { print("messages:", $0) }.store(in: &bag)
inbox.$state.removeDuplicates().sink { print("state:", $0) }.store(in: &bag)
inbox.$state.map { state -> String in
    switch state {
    case .idle, .loading: return "…"
    case .loaded(let count): return "\(count) new"
    case .failed(let why): return why
    }
}.removeDuplicates().sink { print("badge:", $0) }.store(in: &bag)
inbox.load(["hi", "lunch?"])
inbox.messages.removeFirst()
inbox.state = .failed("offline")
print(bag.count)
