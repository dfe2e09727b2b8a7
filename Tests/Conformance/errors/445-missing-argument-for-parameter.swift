// A call that leaves out an argument without a default is refused at its closing parenthesis, before anything runs.
final class Coordinator {
    var children: [Coordinator] = []
    func show(screen: String, animated: Bool, completion: (() -> Void)? = nil) {
        print("showing", screen, animated)
        completion?()
    }
}
print("start")
let coordinator = Coordinator()
coordinator.show(screen: "home", animated: true)
coordinator.show(screen: "detail")
