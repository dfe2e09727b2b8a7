// throttle(for:scheduler:latest:) lets one tap per second through (the first or the latest of those that wait); releasing the screen cancels what waits
// prelude: uikit
final class FeedViewModel {
    let refreshTaps = PassthroughSubject<Int, Never>()
    @Published var query = ""
    deinit { print("FeedViewModel deinit") }
}

final class FeedViewController {
    let viewModel = FeedViewModel()
    var cancellables = Set<AnyCancellable>()
    deinit { print("FeedViewController deinit") }

    func bind() {
        viewModel.refreshTaps
            .throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: false)
            .sink { [weak self] tap in self?.refresh("first", tap) }
            .store(in: &cancellables)
        viewModel.$query
            .throttle(for: 0.5, scheduler: RunLoop.main, latest: true)
            .sink { [weak self] text in self?.refresh("latest", text) }
            .store(in: &cancellables)
    }

    func refresh(_ kind: String, _ what: Any) { print("refresh", kind, what) }
}

func wait(_ seconds: Double) {
    RunLoop.main.run(until: Date().addingTimeInterval(seconds))
}

var screen: FeedViewController? = FeedViewController()
screen?.bind()
print("bound")
for tap in 1...3 { screen?.viewModel.refreshTaps.send(tap) }
screen?.viewModel.query = "s"
screen?.viewModel.query = "sw"
print("sent")
wait(0.2)
screen?.viewModel.refreshTaps.send(4)
screen?.viewModel.refreshTaps.send(5)
screen?.viewModel.query = "swi"
screen?.viewModel.query = "swif"
wait(2)
screen?.viewModel.refreshTaps.send(6)
wait(0.1)
screen?.viewModel.query = "swift"
wait(0.1)
screen?.viewModel.refreshTaps.send(7)
screen?.viewModel.query = "swiftc"
screen = nil
print("popped")
wait(2)
print("end")
