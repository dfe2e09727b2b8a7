// A willSet observer's body is checked after the top-level code, as function bodies are: the top-level error is reported first.
struct Counter {
    var value = 0 {
        willSet {
            let delta: Int = "\(newValue - value)"
            print(delta)
        }
    }
}

var counter = Counter()
counter.value = 2
let shown: String = counter.value
print(shown)
