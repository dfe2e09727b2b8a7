// Deferred makes its publisher only when someone subscribes, once for each subscriber: a Future inside it runs its closure per subscription, not when the Deferred is made.
// prelude: uikit

final class Loader {
    var calls = 0
    func load() -> Future<Int, Never> {
        Future { promise in
            self.calls += 1
            print("loading, call", self.calls)
            promise(.success(self.calls * 10))
        }
    }
    deinit { print("Loader deinit") }
}

var loader: Loader? = Loader()
let lazyLoad = Deferred { [loader] in loader!.load() }
print("-- nothing loaded yet")
let a = lazyLoad.sink { print("a got", $0) }
let b = lazyLoad.map { $0 + 1 }.sink { print("b got", $0) }
print("-- calls:", loader!.calls)
loader = nil
print("-- the Deferred still holds the loader")
