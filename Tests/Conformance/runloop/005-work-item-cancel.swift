// A cancelled DispatchWorkItem does not run; its block, and what it captures, live as long as the work item does.
// prelude: uikit

final class Search {
    let query: String
    init(_ query: String) { self.query = query }
    deinit { print("Search(\(query)) deinit") }
}

var item: DispatchWorkItem? = nil
do {
    let search = Search("swift")
    item = DispatchWorkItem { print("searching \(search.query)") }
}
DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: item!)
item!.cancel()
print("cancelled: \(item!.isCancelled)")
print("-- wait: the queue drops the item without running it")
RunLoop.main.run(until: Date().addingTimeInterval(2))
print("-- release the item")
item = nil
print("-- done")
