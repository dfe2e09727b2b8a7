// ARC: a replaced object dies at the store when didSet ignores oldValue, after didSet when it names it
class ViewModel {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}

class Screen {
    var viewModel: ViewModel? {
        willSet { print("willSet \(newValue?.name ?? "nil") replacing \(viewModel?.name ?? "nil")") }
        didSet { print("didSet bind \(viewModel?.name ?? "nil")") }
    }
    var history: ViewModel? {
        didSet { print("history was \(oldValue?.name ?? "nil")") }
    }
    weak var observed: ViewModel? {
        didSet(old) { print("observed was \(old?.name ?? "nil") now \(observed?.name ?? "nil")") }
    }
    deinit { print("deinit Screen") }
}

var screen: Screen? = Screen()
screen!.viewModel = ViewModel("a")
screen!.viewModel = ViewModel("b")
print("--")
screen!.history = ViewModel("h1")
screen!.history = ViewModel("h2")
print("--")
let keep = ViewModel("k")
screen!.observed = keep
screen!.observed = nil
print("--")
screen!.viewModel = nil
screen = nil
print("end")
