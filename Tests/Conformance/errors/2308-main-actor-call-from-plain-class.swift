// a plain class's synchronous method calls its @MainActor coordinator through a weak optional: swiftc names the method without its labels there
@MainActor
final class FlowCoordinator {
    func showDetail(_ id: Int, animated: Bool) { print("detail \(id) \(animated)") }
}

final class ListPresenter {
    weak var coordinator: FlowCoordinator?
    func select(_ id: Int) {
        print("selected \(id)")
        coordinator?.showDetail(id, animated: true)
    }
}

let presenter = ListPresenter()
presenter.select(3)
