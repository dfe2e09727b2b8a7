// A view model publishes events through an AsyncStream fed from a task and a notification observer; a coordinator's task iterates them and the stream ends with finish()
// prelude: uikit

enum Event { case loaded(Int), tapped(String), closed }

final class ListViewModel {
    let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation
    private var token: NSObjectProtocol?
    init() {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
        events = stream
        self.continuation = continuation
        continuation.onTermination = { termination in print("events ended:", termination) }
        token = NotificationCenter.default.addObserver(forName: Notification.Name("tap"), object: nil, queue: nil) { [weak self] note in
            self?.continuation.yield(.tapped(note.userInfo?["row"] as? String ?? "?"))
        }
    }
    func load() {
        Task {
            try? await Task.sleep(for: .seconds(1))
            continuation.yield(.loaded(3))
        }
    }
    func close() {
        continuation.yield(.closed)
        continuation.finish()
        if let token { NotificationCenter.default.removeObserver(token) }
    }
    deinit { print("ListViewModel deinit") }
}

final class ListCoordinator {
    var viewModel: ListViewModel? = ListViewModel()
    func start() {
        guard let events = viewModel?.events else { return }
        Task {
            for await event in events {
                print("coordinator got", event)
            }
            print("coordinator loop ended")
        }
        viewModel?.load()
    }
    deinit { print("ListCoordinator deinit") }
}

var coordinator: ListCoordinator? = ListCoordinator()
coordinator?.start()
RunLoop.main.run(until: Date())
NotificationCenter.default.post(name: Notification.Name("tap"), object: nil, userInfo: ["row": "row 1"])
RunLoop.main.run(until: Date().addingTimeInterval(2))
NotificationCenter.default.post(name: Notification.Name("tap"), object: nil, userInfo: ["row": "row 2"])
coordinator?.viewModel?.close()
coordinator?.viewModel = nil
RunLoop.main.run(until: Date().addingTimeInterval(1))
coordinator = nil
print("end")
