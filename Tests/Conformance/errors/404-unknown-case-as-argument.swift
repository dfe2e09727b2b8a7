// ERRORS: an implicit member that the parameter's enum type lacks
enum Transition { case push, present, replace }
final class Router {
    func show(_ name: String, with transition: Transition) {
        print("show \(name) \(transition)")
    }
}
let router = Router()
router.show("login", with: .push)
router.show("profile", with: .modal)
