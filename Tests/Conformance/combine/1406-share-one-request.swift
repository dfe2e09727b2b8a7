// share(): two labels of a screen share one subscription upstream; the last token released cancels it; a new subscriber subscribes again
// prelude: uikit
final class Formatter {
    deinit { print("Formatter deinit") }
    func title(_ n: Int) -> String { "user \(n)" }
}

final class ProfileViewModel {
    let userID = PassthroughSubject<Int, Never>()
    let title: AnyPublisher<String, Never>
    deinit { print("ProfileViewModel deinit") }

    init(formatter: Formatter) {
        title = userID
            .handleEvents(receiveSubscription: { _ in print("subscribed upstream") },
                          receiveCancel: { print("cancelled upstream") })
            .map { formatter.title($0) }
            .share()
            .eraseToAnyPublisher()
    }
}

final class ProfileViewController {
    let viewModel: ProfileViewModel
    var cancellables: [AnyCancellable] = []
    init(viewModel: ProfileViewModel) { self.viewModel = viewModel }
    deinit { print("ProfileViewController deinit") }

    func bind() {
        viewModel.title.sink { print("header", $0) }.store(in: &cancellables)
        viewModel.title.sink { print("nav bar", $0) }.store(in: &cancellables)
    }
}

let model = ProfileViewModel(formatter: Formatter())
var screen: ProfileViewController? = ProfileViewController(viewModel: model)
screen?.bind()
model.userID.send(1)
screen?.cancellables.removeFirst()
model.userID.send(2)
screen = nil
print("popped")
model.userID.send(3)
let again = model.title.sink { print("again", $0) }
model.userID.send(4)
model.userID.send(completion: .finished)
let late = model.title.sink(receiveCompletion: { print("late", $0) }, receiveValue: { print("late", $0) })
print("end")
