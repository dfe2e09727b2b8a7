// A token kept in an optional property: assigning a new subscription releases the old token, which cancels the old subscription and frees what its closure captured.
// prelude: uikit

final class Renderer {
    let id: Int
    init(_ id: Int) { self.id = id; print("Renderer \(id) init") }
    deinit { print("Renderer \(id) deinit") }
    func draw(_ value: String) { print("Renderer \(id) draws \(value)") }
}

final class DetailViewModel {
    @Published var title = "untitled"
}

final class DetailScreen {
    let viewModel = DetailViewModel()
    var binding: AnyCancellable?
    func bind(to renderer: Renderer) {
        binding = viewModel.$title.sink { renderer.draw($0) }
    }
    deinit { print("DetailScreen deinit") }
}

var screen: DetailScreen? = DetailScreen()
screen!.bind(to: Renderer(1))
screen!.viewModel.title = "first"
print("-- rebinding")
screen!.bind(to: Renderer(2))
screen!.viewModel.title = "second"
print("-- dropping the screen")
screen = nil
print("-- end")
