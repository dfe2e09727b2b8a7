// a task's body calls an actor's method without await: swiftc says the actor-isolated method cannot be called from outside of the actor
actor Counter {
    var value = 0
    func increment(by step: Int) -> Int {
        value += step
        return value
    }
}
final class ViewModel {
    let counter = Counter()
    func tap() {
        Task {
            let now = counter.increment(by: 2)
            print(now)
        }
    }
}
ViewModel().tap()
