// an async main() of a @main type runs as swiftc's async main does: on the main actor, awaiting the program's async methods
// swiftc-flags: -parse-as-library
final class Loader {
    func load() async -> Int { 3 }
}
@main
struct App {
    static func main() async {
        print(await Loader().load())
    }
}
