// debounce and delay with a span written as the scheduler's (.milliseconds, .seconds) or as seconds, on the main run loop and the main queue
// prelude: uikit
final class SearchViewModel {
    let query = PassthroughSubject<String, Never>()
    var bag: [AnyCancellable] = []
    deinit { print("SearchViewModel deinit") }
    init() {
        query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { print("search \($0)") }
            .store(in: &bag)
        query.delay(for: .seconds(1), scheduler: DispatchQueue.main)
            .sink { print("delayed \($0)") }
            .store(in: &bag)
        query.debounce(for: 0.5, scheduler: DispatchQueue.main)
            .sink { print("half \($0)") }
            .store(in: &bag)
    }
}
var vm: SearchViewModel? = SearchViewModel()
vm?.query.send("s")
vm?.query.send("sw")
RunLoop.main.run(until: Date().addingTimeInterval(0.35))
print("typed")
vm?.query.send("swift")
RunLoop.main.run(until: Date().addingTimeInterval(2))
vm = nil
print("end")
