// a coordinator's synchronous method calls an actor's method: swiftc refuses the call in a synchronous nonisolated context
actor Analytics {
    private var events: [String] = []
    func track(_ event: String) { events.append(event) }
    func count() -> Int { events.count }
}
final class CheckoutCoordinator {
    let analytics = Analytics()
    func start() {
        print("checkout starts")
        analytics.track("checkout")
    }
}
let coordinator = CheckoutCoordinator()
coordinator.start()
