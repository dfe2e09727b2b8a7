// A generic base coordinator `BaseCoordinator<Route>` with an enum of routes carrying
// payloads (`.article(id:)`, `.comments(articleID:)`); subclasses handle their routes in
// `trigger(_:)`. The news coordinator shows an article for `.article(id:)` and starts a
// comments child coordinator for `.comments`; the comments screen's Close button
// triggers `.close` on the child, which pops and asks its parent to remove it. Leaving
// the comments by :back or an edge swipe never removes the child: abandoned
// CommentsCoordinator, one more per visit (growth). Expected by hand:
//   abandoned CommentsCoordinator; growth CommentsCoordinator.
class BaseCoordinator<Route> {
    var children: [AnyObject] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func trigger(_ route: Route) {}
    func store(_ child: AnyObject) {
        children.append(child)
    }
    func free(_ child: AnyObject) {
        children.removeAll { $0 === child }
    }
}

enum NewsRoute {
    case list
    case article(id: Int)
    case comments(articleID: Int)
}

enum CommentsRoute {
    case show
    case close
}

final class NewsCoordinator: BaseCoordinator<NewsRoute> {
    override func trigger(_ route: NewsRoute) {
        switch route {
        case .list:
            navigationController.setViewControllers([ListViewController(router: self)], animated: false)
        case .article(let id):
            navigationController.pushViewController(ArticleViewController(id: id, router: self), animated: true)
        case .comments(let articleID):
            let comments = CommentsCoordinator(articleID: articleID, navigationController: navigationController)
            comments.parent = self
            store(comments)
            comments.trigger(.show)
        }
    }
}

final class CommentsCoordinator: BaseCoordinator<CommentsRoute> {
    let articleID: Int
    weak var parent: NewsCoordinator?

    init(articleID: Int, navigationController: UINavigationController) {
        self.articleID = articleID
        super.init(navigationController: navigationController)
    }
    override func trigger(_ route: CommentsRoute) {
        switch route {
        case .show:
            let screen = CommentsViewController()
            screen.onClose = { [weak self] in
                self?.trigger(.close)
            }
            navigationController.pushViewController(screen, animated: true)
        case .close:
            navigationController.popViewController(animated: true)
            parent?.free(self)
        }
    }
    deinit { print("CommentsCoordinator \(articleID) deinit") }
}

final class ListViewController: UIViewController {
    weak var router: NewsCoordinator?

    init(router: NewsCoordinator) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    func openFirstArticle() { router?.trigger(.article(id: 1)) }
}

final class ArticleViewController: UIViewController {
    let id: Int
    weak var router: NewsCoordinator?

    init(id: Int, router: NewsCoordinator) {
        self.id = id
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    func showComments() { router?.trigger(.comments(articleID: id)) }
}

final class CommentsViewController: UIViewController {
    var onClose: (() -> Void)?

    func close() { onClose?() }
    deinit { print("CommentsViewController deinit") }
}

let window = UIWindow()
let news = NewsCoordinator(navigationController: UINavigationController())
news.trigger(.list)
window.rootViewController = news.navigationController
window.makeKeyAndVisible()
