// REJECT: an async let binding a tuple is outside coordlab's subset (one binding a name runs: runloop/4760): refused before anything runs, at the binding
// expect-error: does not support
// expect-error: async let
// expect-line: 16
class Loader {
    var loaded = false
    func load() async -> Bool {
        loaded = true
        return loaded
    }
}

let loader = Loader()
print("before")
Task {
    async let (first, second) = (loader.load(), loader.load())
    print(await first, await second)
}
