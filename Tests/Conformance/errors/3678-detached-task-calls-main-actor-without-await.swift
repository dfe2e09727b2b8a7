// a detached task's body, isolated to no actor, calls a @MainActor screen's method without await: swiftc says it cannot be called from outside of the actor
@MainActor final class Screen {
    var title = ""
    func show(_ text: String) { title = text; print("show", text) }
    func refresh() {
        Task.detached {
            let text = "fresh"
            self.show(text)
        }
    }
}
