// ERRORS: a class whose stored property has no value and no initializer is refused, in swiftc's words
final class Coordinator {
    var children: [Coordinator] = []
    weak var parent: Coordinator?
    var onFinish: (() -> Void)?
    let name: String
    func start() { print("start", name) }
}
Coordinator().start()
