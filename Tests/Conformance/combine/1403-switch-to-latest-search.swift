// switchToLatest: each new query cancels the request before; only the newest one's results arrive; releasing the screen cancels the last
// prelude: uikit
final class SearchService {
    deinit { print("SearchService deinit") }
    func search(_ text: String) -> AnyPublisher<[String], Never> {
        Just([text + "1", text + "2"])
            .delay(for: .seconds(2), scheduler: DispatchQueue.main)
            .handleEvents(receiveCancel: { print("cancel request", text) })
            .eraseToAnyPublisher()
    }
}

final class SearchViewModel {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()
    deinit { print("SearchViewModel deinit") }

    init(service: SearchService) {
        $query
            .dropFirst()
            .map { service.search($0) }
            .switchToLatest()
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
    }
}

final class SearchViewController {
    let viewModel = SearchViewModel(service: SearchService())
    var cancellables = Set<AnyCancellable>()
    deinit { print("SearchViewController deinit") }

    func viewDidLoad() {
        viewModel.$results
            .sink { print("show", $0) }
            .store(in: &cancellables)
    }
}

func wait(_ seconds: Double) {
    RunLoop.main.run(until: Date().addingTimeInterval(seconds))
}

var screen: SearchViewController? = SearchViewController()
screen?.viewDidLoad()
screen?.viewModel.query = "s"
wait(0.2)
screen?.viewModel.query = "sw"
screen?.viewModel.query = "swi"
wait(3)
screen?.viewModel.query = "swift"
wait(0.1)
screen = nil
print("popped")
wait(3)
print("end")
