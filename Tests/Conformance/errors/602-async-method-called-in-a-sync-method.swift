// ERRORS: an async method called, without await, from a method that is not async is refused, in swiftc's words
final class FeedService {
    func loadItems() async -> [String] {
        return ["a", "b"]
    }
}

final class FeedViewModel {
    let service = FeedService()
    var items: [String] = []
    deinit { print("FeedViewModel deinit") }

    func refresh() {
        items = service.loadItems()
        print("loaded \(items.count)")
    }
}

let model = FeedViewModel()
model.refresh()
