// Just sends its value and finishes at once; an erased publisher subscribes upstream anew for each subscriber; a Void subject's send() triggers its sinks.
// prelude: uikit

final class Router {
    let showDetail = PassthroughSubject<Void, Never>()
    var routes: AnyPublisher<String, Never> {
        showDetail.map { "detail" }.eraseToAnyPublisher()
    }
}

let just = Just("ready").sink(receiveCompletion: { print("just:", $0) }, receiveValue: { print("just value:", $0) })
let router = Router()
let routes = router.routes
let first = routes.sink { print("first route:", $0) }
let second = router.routes.sink { print("second route:", $0) }
router.showDetail.send()
second.cancel()
router.showDetail.send()
let counted = Just(3).map { Array(repeating: "*", count: $0).joined() }.sink { print($0) }
withExtendedLifetime((just, first, counted)) {}
