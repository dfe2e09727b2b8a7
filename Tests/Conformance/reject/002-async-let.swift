// REJECT: async let is outside coordlab's subset: refused before anything runs, at the binding
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
    async let first = loader.load()
    print(await first)
}
