// RunLoop.main.run(until: Date()) makes one pass: blocks sent before it run, and a block they send to the main queue waits for the next run.
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
print("-- run again")
RunLoop.main.run(until: Date())
print("-- done")
