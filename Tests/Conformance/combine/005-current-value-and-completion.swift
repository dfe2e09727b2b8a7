// A CurrentValueSubject gives each subscriber its value first; after it finishes, subscribers get only the completion and values are dropped; a failure carries its error.
// prelude: uikit

enum LoadError: Error { case offline, timeout }

let progress = CurrentValueSubject<Double, Never>(0.25)
let first = progress.sink(receiveCompletion: { print("first done:", $0) }, receiveValue: { print("first", $0) })
progress.value = 0.5
progress.send(1)
print("value is", progress.value)
progress.send(completion: .finished)
progress.send(2)
let late = progress.sink(receiveCompletion: { print("late done:", $0) }, receiveValue: { print("late", $0) })
print("value stays", progress.value)

let results = PassthroughSubject<[String], LoadError>()
let listing = results.sink(receiveCompletion: { completion in
    switch completion {
    case .finished: print("listing finished")
    case .failure(let error): print("listing failed with", error)
    }
}, receiveValue: { print("items", $0) })
results.send(["a", "b"])
results.send(completion: .failure(.timeout))
results.send(["never"])
results.send(completion: .finished)
withExtendedLifetime((first, late, listing)) {}
