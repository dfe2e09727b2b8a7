// a search screen's chain: debounce, removeDuplicates, a request per text, switchToLatest, scan; popping the screen frees the view model and cancels the request in flight
// prelude: uikit
final class SearchAPI {
    deinit { print("SearchAPI deinit") }
    func request(_ text: String) -> AnyPublisher<String, Never> {
        Future<String, Never> { promise in
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { promise(.success("results for \(text)")) }
        }
        .handleEvents(receiveCancel: { print("request cancelled:", text) })
        .eraseToAnyPublisher()
    }
}

final class SearchViewModel {
    @Published var text = ""
    @Published var status = "idle"
    private var cancellables = Set<AnyCancellable>()
    deinit { print("SearchViewModel deinit") }

    init(api: SearchAPI) {
        $text
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .filter { !$0.isEmpty }
            .map { api.request($0) }
            .switchToLatest()
            .scan(0) { count, _ in count + 1 }
            .sink { [weak self] count in self?.status = "\(count) answers" }
            .store(in: &cancellables)
    }
}

final class SearchScreen {
    let viewModel = SearchViewModel(api: SearchAPI())
    var token: AnyCancellable?
    deinit { print("SearchScreen deinit") }
    func viewDidLoad() { token = viewModel.$status.sink { print("status:", $0) } }
}

var screen: SearchScreen? = SearchScreen()
screen?.viewDidLoad()
for typed in ["c", "co", "com"] { screen?.viewModel.text = typed }
RunLoop.main.run(until: Date().addingTimeInterval(0.5))
screen?.viewModel.text = "comb"
RunLoop.main.run(until: Date().addingTimeInterval(0.5))
screen?.viewModel.text = "combine"
RunLoop.main.run(until: Date().addingTimeInterval(2))
screen?.viewModel.text = "swift"
RunLoop.main.run(until: Date().addingTimeInterval(0.5))
screen = nil
print("popped")
RunLoop.main.run(until: Date().addingTimeInterval(2))
print("end")
