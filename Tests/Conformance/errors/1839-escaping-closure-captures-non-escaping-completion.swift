// ERRORS: an escaping closure that calls a non-escaping completion is refused in swiftc's words
final class Loader {
    var pending: (() -> Void)?
    func load(then next: @escaping () -> Void) { pending = next }
    func finish() { pending?(); pending = nil }
}

final class FeedCoordinator {
    let loader = Loader()

    func refresh(completion: () -> Void) {
        loader.load {
            print("loaded")
            completion()
        }
    }
    deinit { print("FeedCoordinator deinit") }
}

let feed = FeedCoordinator()
feed.refresh { print("refreshed") }
feed.loader.finish()
