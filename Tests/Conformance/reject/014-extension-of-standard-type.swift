// REJECT: an extension of a standard type (Array where Element: …) is refused as unsupported, not reported as an unknown type
// expect-error: does not support extensions of standard types ('Array')
// expect-line: 9
protocol Coordinator: AnyObject {
    func start()
}

// Real coordinator code extends arrays of children like this.
extension Array where Element == Coordinator {
    func startAll() {
        for c in self { c.start() }
    }
}

final class Home: Coordinator {
    func start() { print("home") }
}

[Home() as Coordinator].startAll()
