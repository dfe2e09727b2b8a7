// TRAP: an error that no catch handles ends the program once the scopes it left are unwound (their locals and defers), with Swift's message
// expect-trap: Fatal error: Error raised at top level: main.LoadError.corrupt
enum LoadError: Error {
    case corrupt
}
class Resource {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func load(_ name: String) throws -> Resource {
    let staging = Resource("staging \(name)")
    defer { print("load's defer for", staging.name) }
    if name == "bad" { throw LoadError.corrupt }
    return Resource(name)
}
let global = try load("good")
print("loaded", global.name)
if global.name == "good" {
    let scoped = Resource("scoped")
    print("about to fail with", scoped.name)
    _ = try load("bad")
    print("never printed")
}
print("never printed either")
