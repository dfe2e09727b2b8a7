// switchToLatest finishes once upstream and the newest inner publisher have; an inner failure cancels upstream, an upstream failure the inner one
// prelude: uikit
enum NetworkError: Error { case timeout }

final class Pages {
    let requests = PassthroughSubject<PassthroughSubject<Int, NetworkError>, NetworkError>()
    deinit { print("Pages deinit") }
}

var bag: [AnyCancellable] = []
func watch(_ pages: Pages, _ name: String) {
    pages.requests
        .handleEvents(receiveCancel: { print(name, "upstream cancelled") })
        .switchToLatest()
        .sink(receiveCompletion: { print(name, "end", $0) }, receiveValue: { print(name, "page", $0) })
        .store(in: &bag)
}

let first = Pages()
watch(first, "first")
let a = PassthroughSubject<Int, NetworkError>()
let b = PassthroughSubject<Int, NetworkError>()
first.requests.send(a)
a.send(1)
first.requests.send(b)
a.send(2)
b.send(3)
first.requests.send(completion: .finished)
print("upstream finished")
b.send(4)
b.send(completion: .finished)

let second = Pages()
watch(second, "second")
let c = PassthroughSubject<Int, NetworkError>()
second.requests.send(c)
c.send(5)
c.send(completion: .failure(.timeout))
second.requests.send(PassthroughSubject<Int, NetworkError>())

let third = Pages()
watch(third, "third")
let d = PassthroughSubject<Int, NetworkError>()
third.requests.send(d)
third.requests.send(completion: .failure(.timeout))
d.send(6)
bag = []
print("end")
