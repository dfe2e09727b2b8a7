// @MainActor on a view model's class in a program with tasks is refused: swiftc checks which calls must await the main actor, coordlab does not yet
// expect-error: coordlab does not support @MainActor on a declaration yet
// expect-line: 9
// prelude: uikit
final class Repository {
    func names() async -> [String] { ["a", "b"] }
}

@MainActor
final class NamesViewModel {
    let repository = Repository()
    var names: [String] = []
    func load() {
        Task {
            names = await repository.names()
            print("names: \(names)")
        }
    }
}
