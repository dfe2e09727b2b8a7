// scan folds each tap into a running count that a view model publishes; the closure it keeps captures a formatter, released when the sink is cancelled.
// prelude: uikit

final class Formatter {
    func text(_ n: Int) -> String { "\(n) taps" }
    deinit { print("Formatter deinit") }
}

final class TapViewModel {
    let taps = PassthroughSubject<Void, Never>()
    @Published var title = "0 taps"
    var cancellables: [AnyCancellable] = []
    init(formatter: Formatter) {
        taps.scan(0) { count, _ in count + 1 }
            .map { formatter.text($0) }
            .sink { [weak self] text in self?.title = text }
            .store(in: &cancellables)
    }
    deinit { print("TapViewModel deinit") }
}

var model: TapViewModel? = TapViewModel(formatter: Formatter())
let shown = model!.$title.sink { print("title:", $0) }
model!.taps.send()
model!.taps.send()
model!.taps.send()
print("-- releasing the view model")
model = nil
print("-- end")
