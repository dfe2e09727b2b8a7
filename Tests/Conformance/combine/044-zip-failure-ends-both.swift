// When one side of zip fails, the sink gets the failure first, then both upstream subscriptions are cancelled; values waiting to be paired are dropped.
// prelude: uikit

enum LoadError: Error { case denied }

final class Avatar {
    deinit { print("Avatar deinit") }
}

let names = PassthroughSubject<String, LoadError>()
let pictures = PassthroughSubject<Avatar, LoadError>()
let token = names
    .handleEvents(receiveCancel: { print("names cancelled") })
    .zip(pictures.handleEvents(receiveCancel: { print("pictures cancelled") }))
    .sink(receiveCompletion: { print("zip completion:", $0) },
          receiveValue: { pair in print("pair for", pair.0) })
names.send("ada")
pictures.send(Avatar())
pictures.send(Avatar())
print("-- one avatar waits for a name")
names.send(completion: .failure(.denied))
print("-- end")
