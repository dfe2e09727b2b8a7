// A block sent to the main queue while the loop runs is due at once and runs in the same run of the loop, after those sent before it.
// prelude: uikit

final class Step {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("\(name) deinit") }
}

let first = Step("first")
DispatchQueue.main.async { [first] in
    print("outer runs")
    let inner = Step("inner")
    DispatchQueue.main.async {
        print("inner runs with \(inner.name)")
    }
    print("outer ends, \(first.name) still captured")
}
DispatchQueue.main.async { print("second outer runs") }
print("-- run")
RunLoop.main.run(until: Date())
print("-- done")
