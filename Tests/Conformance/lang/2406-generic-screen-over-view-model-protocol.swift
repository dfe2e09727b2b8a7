// A generic screen over a view-model protocol with associated types: the view model's nested Input and Output types are the screen's `VM.Input` and `VM.Output`
protocol ViewModel {
    associatedtype Input
    associatedtype Output
    func handle(_ input: Input) -> Output
}
struct SearchModel: ViewModel {
    struct Input { let query: String; let limit: Int }
    enum Output { case results([String]), empty(String) }
    let catalog = ["apple", "apricot", "banana", "blueberry"]
    func handle(_ input: Input) -> Output {
        let found = catalog.filter { $0.hasPrefix(input.query) }.prefix(input.limit)
        return found.isEmpty ? .empty(input.query) : .results(Array(found))
    }
}
final class Screen<VM: ViewModel> {
    let model: VM
    var history: [VM.Output] = []
    init(model: VM) { self.model = model }
    func send(_ input: VM.Input) -> VM.Output {
        let out = model.handle(input)
        history.append(out)
        return out
    }
    deinit { print("deinit Screen with", history.count, "outputs") }
}
do {
    let screen = Screen(model: SearchModel())
    print(screen.send(.init(query: "ap", limit: 5)))
    print(screen.send(SearchModel.Input(query: "b", limit: 1)))
    switch screen.send(.init(query: "z", limit: 2)) {
    case .results(let r): print("found", r)
    case .empty(let q): print("nothing for", q)
    }
}
print("end")
