// debounce on the main queue sends a search text only once typing pauses for the interval; pending texts wait on the run loop, and cancelling drops them.
// prelude: uikit

final class SearchViewModel {
    @Published var text = ""
    var cancellables = Set<AnyCancellable>()
    init() {
        $text
            .dropFirst()
            .debounce(for: 0.3, scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] query in self?.search(query) }
            .store(in: &cancellables)
    }
    func search(_ query: String) { print("search for", query) }
    deinit { print("SearchViewModel deinit") }
}

func wait(_ seconds: Double) {
    RunLoop.main.run(until: Date().addingTimeInterval(seconds))
}

var model: SearchViewModel? = SearchViewModel()
for text in ["s", "sw", "swi"] {
    model!.text = text
    wait(0.05)
}
print("-- typing paused")
wait(0.5)
model!.text = "swift"
wait(0.05)
model!.text = "swi"
wait(0.5)
print("-- the same text again is not searched")
model!.text = "sw"
model = nil
wait(0.5)
print("-- end")
