// A request inside flatMap that fails ends the whole subscription with its error: the sink's closures are released, and later queries are ignored.
// prelude: uikit

enum SearchError: Error { case offline }

final class ResultsScreen {
    deinit { print("ResultsScreen deinit") }
}

func request(_ query: String) -> AnyPublisher<String, SearchError> {
    if query == "down" {
        return Fail<String, SearchError>(error: .offline).eraseToAnyPublisher()
    }
    return Just("result for \(query)").setFailureType(to: SearchError.self).eraseToAnyPublisher()
}

let queries = PassthroughSubject<String, SearchError>()
var screen: ResultsScreen? = ResultsScreen()
let token = queries
    .flatMap { request($0) }
    .sink(receiveCompletion: { print("search completion:", $0) },
          receiveValue: { [screen] text in print(text, screen != nil) })
screen = nil
queries.send("swift")
queries.send("down")
print("-- after the failure")
queries.send("combine")
print("-- end")
