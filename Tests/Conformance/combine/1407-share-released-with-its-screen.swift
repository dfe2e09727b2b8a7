// share(): the shared publisher's subscriptions hold it and what its closures capture; releasing the screen's tokens frees them in Combine's order
// prelude: uikit
final class Formatter {
    deinit { print("Formatter deinit") }
    func price(_ cents: Int) -> String { "$\(cents / 100).\(cents % 100)" }
}

final class CartViewModel {
    let total = CurrentValueSubject<Int, Never>(1250)
    deinit { print("CartViewModel deinit") }

    func totalText() -> AnyPublisher<String, Never> {
        let formatter = Formatter()
        return total
            .map { formatter.price($0) }
            .handleEvents(receiveCancel: { print("total cancelled") })
            .share()
            .eraseToAnyPublisher()
    }
}

final class CartViewController {
    var viewModel: CartViewModel? = CartViewModel()
    var cancellables: [AnyCancellable] = []
    deinit { print("CartViewController deinit") }

    func bind() {
        guard let text = viewModel?.totalText() else { return }
        text.sink { [weak self] in self?.show("footer", $0) }.store(in: &cancellables)
        text.sink { [weak self] in self?.show("badge", $0) }.store(in: &cancellables)
    }

    func show(_ place: String, _ text: String) { print(place, text) }
}

var screen: CartViewController? = CartViewController()
screen?.bind()
screen?.viewModel?.total.send(999)
screen?.viewModel = nil
print("view model released")
screen?.cancellables.first?.cancel()
print("one cancelled")
screen = nil
print("end")
