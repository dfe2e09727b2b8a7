// A call that leaves out the labels a method declares is refused, naming the labels it needs.
final class Router {
    func route(to path: String, push: Bool) {
        print(path, push)
    }
}
let router = Router()
router.route(to: "/a", push: true)
router.route("/b", false)
