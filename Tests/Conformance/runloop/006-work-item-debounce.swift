// The debounce pattern: each keystroke cancels the pending work item and schedules a new one; only the last one runs.
// prelude: uikit

final class SearchViewModel {
    var pending: DispatchWorkItem?
    var runs = 0

    func textChanged(_ text: String) {
        pending?.cancel()
        let item = DispatchWorkItem { [weak self] in
            self?.runs += 1
            print("search for \(text)")
        }
        pending = item
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: item)
    }
    deinit { print("SearchViewModel deinit after \(runs) search(es)") }
}

var model: SearchViewModel? = SearchViewModel()
model!.textChanged("s")
RunLoop.main.run(until: Date().addingTimeInterval(0.2))
model!.textChanged("sw")
RunLoop.main.run(until: Date().addingTimeInterval(0.2))
model!.textChanged("swi")
print("-- pause")
RunLoop.main.run(until: Date().addingTimeInterval(1))
model!.textChanged("swift")
print("-- release the view model before the last search is due")
model = nil
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("-- done")
