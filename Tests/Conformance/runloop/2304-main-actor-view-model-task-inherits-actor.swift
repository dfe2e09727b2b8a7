// A @MainActor view model loads in a plain Task { } started by its screen's viewDidLoad: the task inherits the main actor, sets the model's state between sleeps, and the popped screen and model die once it ends
// prelude: uikit
final class FeedService {
    func posts(page: Int) async throws -> [String] {
        try await Task.sleep(for: .milliseconds(200))
        return ["post \(page).1", "post \(page).2"]
    }
}

@MainActor
final class FeedViewModel {
    let service = FeedService()
    var posts: [String] = []
    var isLoading = false
    var onChange: (() -> Void)?
    func load() {
        isLoading = true
        Task {
            defer { isLoading = false; print("loading done") }
            for page in 1...2 {
                let more = (try? await service.posts(page: page)) ?? []
                posts += more
                onChange?()
            }
        }
    }
    deinit { print("deinit FeedViewModel") }
}

final class FeedViewController: UIViewController {
    let model = FeedViewModel()
    override func viewDidLoad() {
        super.viewDidLoad()
        model.onChange = { [weak self] in print("render \(self?.model.posts.count ?? -1)") }
        model.load()
        print("loading: \(model.isLoading)")
    }
    deinit { print("deinit FeedViewController") }
}

let nav = UINavigationController(rootViewController: UIViewController())
nav.pushViewController(FeedViewController(), animated: false)
nav.topViewController?.loadViewIfNeeded()
DispatchQueue.main.async { print("block before the first sleep ends") }
RunLoop.main.run(until: Date().addingTimeInterval(0.3))
nav.popViewController(animated: false)
print("popped")
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("end")
