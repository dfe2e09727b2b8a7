// A view model freed with its tokens in an array: each token cancels its subscription as the array releases it, in order, and each closure lets go of what it captured right then.
// prelude: uikit

final class Cell {
    let row: Int
    init(_ row: Int) { self.row = row }
    deinit { print("Cell \(row) deinit") }
}

final class FeedViewModel {
    let refreshes = PassthroughSubject<Void, Never>()
    var tokens: [AnyCancellable] = []
    func attach(_ cell: Cell) {
        refreshes.sink { print("refresh row", cell.row) }.store(in: &tokens)
    }
    deinit { print("FeedViewModel deinit") }
}

var feed: FeedViewModel? = FeedViewModel()
for row in 1...3 { feed!.attach(Cell(row)) }
feed!.refreshes.send()
print("-- releasing the view model")
feed = nil
print("-- end")
