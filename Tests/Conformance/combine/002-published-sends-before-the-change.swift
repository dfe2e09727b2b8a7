// @Published sends the current value to a new subscriber, then each new value before the property changes: a subscriber reading the property sees the old value.
// prelude: uikit

final class SearchViewModel {
    @Published var query = ""
    @Published var page: Int = 1
}

let model = SearchViewModel()
var log: [String] = []
let token = model.$query.sink { value in
    log.append("got '\(value)' while query is '\(model.query)'")
}
model.query = "swift"
model.query += " arc"
let pages = model.$page.map { $0 * 10 }.sink { print("page offset", $0) }
model.page = 2
model.page += 1
for line in log { print(line) }
token.cancel()
model.query = "after cancel"
print(log.count, model.query)
withExtendedLifetime(pages) {}
