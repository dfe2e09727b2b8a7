// a @MainActor view model whose load() starts a Task, made by top-level code that never awaits: swiftc refuses the call there, since that code is synchronous and not isolated to the main actor
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

let model = NamesViewModel()
model.load()
print("loading")
