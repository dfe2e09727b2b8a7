// A coordinator shares from a screen: the share sheet keeps its items and its completion handler (and the coordinator it captures) until the sheet is dismissed and released
// prelude: uikit
import Foundation

final class Article { let title: String; init(title: String) { self.title = title }; deinit { print("Article \(title) deinit") } }

final class ArticleViewController: UIViewController {
    let article: Article
    var onShare: ((Article) -> Void)?
    init(article: Article) { self.article = article; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    func shareTapped() { onShare?(article) }
    deinit { print("ArticleViewController deinit") }
}

final class ArticleCoordinator {
    let navigationController: UINavigationController
    private(set) var shares = 0
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start(_ article: Article) {
        let vc = ArticleViewController(article: article)
        vc.onShare = { [weak self, unowned vc] article in self?.share(article, from: vc) }
        navigationController.pushViewController(vc, animated: false)
    }
    func share(_ article: Article, from presenter: UIViewController) {
        let activity = UIActivityViewController(activityItems: [article.title, article], applicationActivities: nil)
        activity.excludedActivityTypes = [.airDrop, .print, UIActivity.ActivityType("com.example.custom")]
        activity.popoverPresentationController?.sourceView = presenter.view
        print("popover:", activity.popoverPresentationController == nil ? "none" : "some")
        activity.completionWithItemsHandler = { type, completed, items, error in
            self.shares += completed ? 1 : 0
            print("share finished:", type?.rawValue ?? "none", completed, items?.count ?? 0, error == nil)
        }
        presenter.present(activity, animated: true)
        print("presented:", presenter.presentedViewController is UIActivityViewController, presenter.navigationController?.presentedViewController === activity)
    }
    deinit { print("ArticleCoordinator deinit") }
}

let nav = UINavigationController()
let window = UIWindow(frame: UIScreen.main.bounds)
window.rootViewController = nav
window.makeKeyAndVisible()
var coordinator: ArticleCoordinator? = ArticleCoordinator(navigationController: nav)
coordinator?.start(Article(title: "Coordinators"))
func shareAndFinish() {
    let screen = nav.topViewController as! ArticleViewController
    screen.shareTapped()
    let sheet = nav.presentedViewController as! UIActivityViewController
    print(sheet.excludedActivityTypes?.map { $0.rawValue } ?? [])
    sheet.completionWithItemsHandler?(.copyToPasteboard, true, nil, nil)
    print("shares:", coordinator?.shares ?? -1)
    screen.dismiss(animated: false)
    print("dismissed")
}
shareAndFinish()
coordinator = nil
print("coordinator released after the sheet went")
window.rootViewController = nil
nav.setViewControllers([], animated: false)
print("end")
