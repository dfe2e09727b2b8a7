// A search screen's view model chains dropFirst, debounce, removeDuplicates, flatMap to a service and receive(on:), storing the token; a coordinator sinks its selection with [weak self]; when the flow ends everything is freed.
// prelude: uikit

final class SearchService {
    func search(_ query: String) -> AnyPublisher<[String], Never> {
        Just([query + "-1", query + "-2"]).eraseToAnyPublisher()
    }
    deinit { print("SearchService deinit") }
}

final class SearchViewModel {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    let selected = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()
    init(service: SearchService) {
        $query
            .dropFirst()
            .debounce(for: 0.25, scheduler: DispatchQueue.main)
            .removeDuplicates()
            .flatMap { service.search($0) }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] found in self?.results = found }
            .store(in: &cancellables)
    }
    func select(_ index: Int) { selected.send(results[index]) }
    deinit { print("SearchViewModel deinit") }
}

final class SearchCoordinator {
    var viewModel: SearchViewModel?
    var token: AnyCancellable?
    func start() {
        let model = SearchViewModel(service: SearchService())
        token = model.selected.sink { [weak self] item in self?.finish(with: item) }
        viewModel = model
    }
    func finish(with item: String) {
        print("coordinator finishes with", item)
        token = nil
        viewModel = nil
    }
    deinit { print("SearchCoordinator deinit") }
}

var coordinator: SearchCoordinator? = SearchCoordinator()
coordinator!.start()
coordinator!.viewModel!.query = "ui"
coordinator!.viewModel!.query = "uikit"
RunLoop.main.run(until: Date().addingTimeInterval(0.5))
print("-- results:", coordinator!.viewModel!.results)
coordinator!.viewModel!.select(1)
print("-- flow ended")
coordinator = nil
print("-- end")
