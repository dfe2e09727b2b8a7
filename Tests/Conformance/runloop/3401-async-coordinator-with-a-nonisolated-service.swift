// A main-actor coordinator awaits its view model, which awaits a nonisolated service that throws the second time; the list selection routes through a closure
// prelude: uikit
enum LoadError: Error { case offline }
struct Article { let id: Int; let title: String }
protocol ArticleService { func fetch() async throws -> [Article] }
final class FakeService: ArticleService {
  var fail = false
  func fetch() async throws -> [Article] { if fail { throw LoadError.offline }; return [Article(id: 1, title: "Hello"), Article(id: 2, title: "World")] }
}
@MainActor final class ListViewModel {
  private let service: ArticleService
  private(set) var items: [Article] = []
  var onSelect: ((Article) -> Void)?
  init(service: ArticleService) { self.service = service }
  func load() async {
    do { items = try await service.fetch(); print("loaded", items.count) }
    catch { print("error:", error) }
  }
  func select(at i: Int) { onSelect?(items[i]) }
  deinit { print("ListViewModel deinit") }
}
@MainActor final class ArticlesCoordinator {
  let service = FakeService()
  var vm: ListViewModel?
  func start() async {
    let vm = ListViewModel(service: service)
    vm.onSelect = { [unowned self] a in self.showDetail(a) }
    self.vm = vm
    await vm.load()
    service.fail = true
    await vm.load()
  }
  func showDetail(_ a: Article) { print("detail", a.id, a.title) }
  deinit { print("ArticlesCoordinator deinit") }
}
@MainActor func run() async {
  let c = ArticlesCoordinator()
  await c.start()
  c.vm?.select(at: 1)
}
Task { await run(); print("done") }
RunLoop.main.run(until: Date().addingTimeInterval(0.2))
print("end")
