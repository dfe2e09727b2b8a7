// A struct held by a 'let' is immutable all the way down: appending to its array property is refused at 'append'.
struct NavigationState {
    var stack: [String] = ["root"]
    var presented: String?
}

final class Router {
    var state = NavigationState()

    func push(_ screen: String) {
        state.stack.append(screen)
    }
}

let router = Router()
router.push("detail")
let snapshot = router.state
snapshot.stack.append("settings")
print(snapshot.stack)
