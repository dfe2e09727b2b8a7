// closures take the isolation of the code around them: a @MainActor method's closures call its type's methods without await, a MainActor.run body and a @MainActor closure too
@MainActor
final class Counter {
    private(set) var value = 0
    func bump(_ by: Int) { value += by; print("value \(value)") }
    func bumpAll(_ steps: [Int]) {
        steps.forEach { bump($0) }
        let twice = { (n: Int) in self.bump(n); self.bump(n) }
        twice(5)
        let sorted = steps.sorted { a, b in a > b }
        print(sorted)
    }
}

final class Remote {
    func apply(to counter: Counter) async {
        await MainActor.run { counter.bump(100) }
        let add: @MainActor (Int) -> Void = { n in counter.bump(n) }
        await add(1000)
        print("remote read \(await counter.value)")
    }
}

let counter = Counter()
counter.bumpAll([1, 2, 3])
await Remote().apply(to: counter)
print("final \(counter.value)")
