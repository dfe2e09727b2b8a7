// ERRORS: a non-escaping completion passed on to an @escaping parameter is refused in swiftc's words
final class Router {
    var completions: [() -> Void] = []
    func push(_ name: String, onPop: @escaping () -> Void) {
        print("push", name)
        completions.append(onPop)
    }
}

final class OrderCoordinator {
    let router = Router()

    func showOrder(id: Int, whenDone done: () -> Void) {
        router.push("order \(id)", onPop: done)
    }
    deinit { print("OrderCoordinator deinit") }
}

let orders = OrderCoordinator()
orders.showOrder(id: 7) { print("done") }
