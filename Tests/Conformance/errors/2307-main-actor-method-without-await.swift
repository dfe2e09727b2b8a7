// an async function outside the main actor calls a @MainActor method without await: swiftc says it cannot be called from outside of the actor
@MainActor
final class Screen {
    var shown: [String] = []
    func show(_ title: String) { shown.append(title); print("show \(title)") }
}

final class Loader {
    func fetchTitle() async -> String { "Inbox" }
    func present(on screen: Screen) async {
        let title = await fetchTitle()
        screen.show(title)
    }
}

func run() async {
    await Loader().present(on: Screen())
}
await run()
