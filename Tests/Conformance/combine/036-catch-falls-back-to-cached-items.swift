// catch replaces a failed request with a fallback publisher: the sink gets the cached items and a normal finish, and the handler's closure, which captures the cache, goes with the subscription.
// prelude: uikit

enum NetworkError: Error { case timeout }

final class Cache {
    let items = ["cached1", "cached2"]
    deinit { print("Cache deinit") }
}

final class FeedViewModel {
    var items: [String] = []
    var token: AnyCancellable?
    func load(from request: AnyPublisher<[String], NetworkError>, cache: Cache) {
        token = request
            .catch { error -> Just<[String]> in
                print("request failed:", error)
                return Just(cache.items)
            }
            .sink(receiveCompletion: { print("feed completion:", $0) },
                  receiveValue: { [weak self] items in self?.items = items })
    }
    deinit { print("FeedViewModel deinit") }
}

let failing = Fail<[String], NetworkError>(error: .timeout).eraseToAnyPublisher()
var model: FeedViewModel? = FeedViewModel()
model!.load(from: failing, cache: Cache())
print("-- items:", model!.items)
let ok = Just(["fresh"]).setFailureType(to: NetworkError.self).eraseToAnyPublisher()
model!.load(from: ok, cache: Cache())
print("-- items:", model!.items)
model = nil
print("-- end")
