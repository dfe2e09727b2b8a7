// REJECT: async functions are outside coordlab's subset
// expect-error: does not support
// expect-error: async
// expect-line: 11
class Loader {
    var loaded = false
}

let loader = Loader()
print("before")
func load(_ l: Loader) async -> Bool {
    l.loaded = true
    return l.loaded
}
print(loader.loaded)
