// A detail screen loads in Task { @MainActor [weak self] in … }; popped while loading, it is freed and the task finds nil
// prelude: uikit
struct Article { let title: String }

final class ArticleService {
    func article(id: Int) async throws -> Article {
        try await Task.sleep(for: .milliseconds(300))
        return Article(title: "Article \(id)")
    }
    deinit { print("ArticleService deinit") }
}

final class ArticleViewController: UIViewController {
    let service: ArticleService
    let articleID: Int
    init(service: ArticleService, articleID: Int) {
        self.service = service
        self.articleID = articleID
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        Task { @MainActor [weak self] in
            guard let service = self?.service, let id = self?.articleID else { return }
            do {
                let article = try await service.article(id: id)
                guard let self else { print("article \(id) arrived for a closed screen"); return }
                self.title = article.title
                print("showing \(self.title ?? "")")
            } catch {
                print("failed: \(error)")
            }
        }
    }
    deinit { print("ArticleViewController \(articleID) deinit") }
}

let service = ArticleService()
let nav = UINavigationController(rootViewController: UIViewController())
let window = UIWindow()
window.rootViewController = nav
window.makeKeyAndVisible()
nav.pushViewController(ArticleViewController(service: service, articleID: 1), animated: false)
nav.pushViewController(ArticleViewController(service: service, articleID: 2), animated: false)
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
nav.popViewController(animated: false)
print("popped article 2")
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("stack: \(nav.viewControllers.count)")
