// Published<Value>.Publisher names the type of $property, as a view model's read-only publisher property does
// prelude: uikit
final class ListViewModel {
    @Published private(set) var items: [String] = []
    @Published var isLoading = false
    var itemsPublisher: Published<[String]>.Publisher { $items }
    func load() {
        isLoading = true
        items = ["inbox", "sent"]
        isLoading = false
    }
    deinit { print("ListViewModel deinit") }
}
final class ListScreen {
    var bag = Set<AnyCancellable>()
    let loading: Published<Bool>.Publisher
    init(_ viewModel: ListViewModel) {
        loading = viewModel.$isLoading
        viewModel.itemsPublisher.map { $0.joined(separator: ",") }.sink { [weak self] in self?.show($0) }.store(in: &bag)
        loading.dropFirst().sink { print("loading", $0) }.store(in: &bag)
    }
    func show(_ text: String) { print("show [\(text)]") }
    deinit { print("ListScreen deinit") }
}
var viewModel: ListViewModel? = ListViewModel()
var screen: ListScreen? = ListScreen(viewModel!)
viewModel?.load()
viewModel = nil
print("view model let go")
screen = nil
print("end")
