// flatMap turns each query into a request and passes on every result; each request's subscription lives until it finishes, and the whole ends when the queries and every request have.
// prelude: uikit

final class SearchService {
    func search(_ query: String) -> AnyPublisher<[String], Never> {
        print("request for", query)
        return Just(["\(query)1", "\(query)2"]).eraseToAnyPublisher()
    }
    deinit { print("SearchService deinit") }
}

final class SearchViewModel {
    let query = PassthroughSubject<String, Never>()
    var results: [String] = []
    var cancellables: [AnyCancellable] = []
    init(service: SearchService) {
        query
            .filter { !$0.isEmpty }
            .flatMap { service.search($0) }
            .sink(receiveCompletion: { print("search completion:", $0) },
                  receiveValue: { [weak self] found in
                      print("results:", found)
                      self?.results = found
                  })
            .store(in: &cancellables)
    }
    deinit { print("SearchViewModel deinit") }
}

var model: SearchViewModel? = SearchViewModel(service: SearchService())
model!.query.send("sw")
model!.query.send("")
model!.query.send("ui")
model!.query.send(completion: .finished)
print("-- results:", model!.results.count)
model = nil
print("-- end")
