// A @MainActor view model awaits an actor repository from Task { @MainActor in } and plain tasks, values and a thrown error come back, and the screen holding the view model is popped mid-load
// prelude: uikit
enum FetchError: Error { case notFound(String) }
actor Repository {
    private var calls = 0
    private let items = ["1": "Milk", "2": "Bread"]
    func item(_ id: String) async throws -> String {
        calls += 1
        try await Task.sleep(for: .milliseconds(100 * calls))
        guard let item = items[id] else { throw FetchError.notFound(id) }
        return item
    }
    func callCount() -> Int { calls }
    deinit { print("Repository deinit") }
}
@MainActor final class ItemViewModel {
    let repository: Repository
    var titles: [String] = []
    nonisolated init(repository: Repository) { self.repository = repository }
    func load(_ ids: [String]) async {
        for id in ids {
            do {
                titles.append(try await repository.item(id))
            } catch {
                titles.append("missing")
                print("error:", error)
            }
        }
        print("titles", titles, "after", await repository.callCount(), "calls")
    }
    deinit { print("ItemViewModel deinit") }
}
final class ItemsViewController: UIViewController {
    let viewModel: ItemViewModel
    init(viewModel: ItemViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        super.viewDidLoad()
        Task { @MainActor in await viewModel.load(["1", "3", "2"]) }
    }
    deinit { print("ItemsViewController deinit") }
}
let navigation = UINavigationController(rootViewController: UIViewController())
let repository = Repository()
navigation.pushViewController(ItemsViewController(viewModel: ItemViewModel(repository: repository)), animated: false)
navigation.topViewController!.loadViewIfNeeded()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.15))
navigation.popViewController(animated: false)
print("popped")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("end")
