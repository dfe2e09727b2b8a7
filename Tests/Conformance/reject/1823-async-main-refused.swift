// an async main() of a @main type is refused before running, with a way to write it that coordlab runs
// expect-error: coordlab does not support an async 'main()'
// expect-line: 10
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
