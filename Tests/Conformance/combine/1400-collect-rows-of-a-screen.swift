// collect() sends every row at once when loading finishes; collect(2) pages them; releasing the token frees what was gathered
// prelude: uikit
final class Row {
    let title: String
    init(_ title: String) { self.title = title }
    deinit { print("Row \(title) deinit") }
}

final class ListViewModel {
    let rows = PassthroughSubject<Row, Never>()
    let pagedRows = PassthroughSubject<Row, Never>()
    deinit { print("ListViewModel deinit") }

    func load(_ title: String) {
        let row = Row(title)
        rows.send(row)
        pagedRows.send(row)
    }

    func finish() { rows.send(completion: .finished); pagedRows.send(completion: .finished) }
}

final class ListViewController {
    let viewModel: ListViewModel
    var cancellables = Set<AnyCancellable>()
    init(viewModel: ListViewModel) { self.viewModel = viewModel }
    deinit { print("ListViewController deinit") }

    func bind() {
        viewModel.rows.collect()
            .sink { [weak self] rows in self?.show(rows.map { $0.title }) }
            .store(in: &cancellables)
        viewModel.pagedRows.collect(2)
            .sink(receiveCompletion: { print("pages", $0) }, receiveValue: { print("page", $0.map { $0.title }) })
            .store(in: &cancellables)
    }

    func show(_ titles: [String]) { print("show", titles) }
}

let model = ListViewModel()
var screen: ListViewController? = ListViewController(viewModel: model)
screen?.bind()
model.load("a")
model.load("b")
model.load("c")
print("sent three")
model.finish()
print("finished")

let other = ListViewModel()
var second: ListViewController? = ListViewController(viewModel: other)
second?.bind()
other.load("x")
print("releasing the second screen")
second = nil
print("released")
screen = nil
print("end")
