// collect() sends every row at once when loading finishes; collect(2) pages them; releasing the token frees what was gathered
// prelude: uikit
final class Row {
    let title: String
    init(_ title: String) { self.title = title }
    deinit { print("Row \(title) deinit") }
}

final class ListViewModel {
    let rows = PassthroughSubject<Row, Never>()
    deinit { print("ListViewModel deinit") }
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
        viewModel.rows.collect(2)
            .sink(receiveCompletion: { print("pages", $0) }, receiveValue: { print("page", $0.map { $0.title }) })
            .store(in: &cancellables)
    }

    func show(_ titles: [String]) { print("show", titles) }
}

let model = ListViewModel()
var screen: ListViewController? = ListViewController(viewModel: model)
screen?.bind()
model.rows.send(Row("a"))
model.rows.send(Row("b"))
model.rows.send(Row("c"))
print("sent three")
model.rows.send(completion: .finished)
print("finished")

let other = ListViewModel()
var second: ListViewController? = ListViewController(viewModel: other)
second?.bind()
other.rows.send(Row("x"))
print("releasing the second screen")
second = nil
print("released")
screen = nil
print("end")
