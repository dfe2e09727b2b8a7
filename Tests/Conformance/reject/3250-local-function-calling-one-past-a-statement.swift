// a local function calling a local function declared after it past another statement is refused before the program runs
// expect-error: does not support a local function calling one declared after another statement ('rest') yet
// expect-line: 9
final class Trace {
    deinit { print("Trace deinit") }
}
func route(_ path: [String]) -> String {
    let trace = Trace()
    func first() -> String { path.isEmpty ? "root" : rest(path[0]) }
    let prefix = "/"
    func rest(_ s: String) -> String { _ = trace; return prefix + s }
    return first()
}
print("start")
print(route(["a"]))
