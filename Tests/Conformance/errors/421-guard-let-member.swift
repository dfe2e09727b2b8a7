// ERRORS: a guard-let binding is typed after the guard
final class Coordinator {
    weak var parent: Coordinator?
    var children: [Coordinator] = []
    func finish() {
        guard let parent = parent else { return }
        parent.children.removeAll { $0 === self }
        parent.childDidFinish()
    }
}
Coordinator().finish()
