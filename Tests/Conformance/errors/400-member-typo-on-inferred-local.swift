// ERRORS: a misspelt method on a local whose type is inferred is refused before anything prints
final class ProfileCoordinator {
    var children: [ProfileCoordinator] = []
    func start() { print("start") }
    deinit { print("ProfileCoordinator deinit") }
}
func makeCoordinator() -> ProfileCoordinator { ProfileCoordinator() }
print("launch")
let coordinator = makeCoordinator()
coordinator.start()
coordinator.strat()
print("after")
