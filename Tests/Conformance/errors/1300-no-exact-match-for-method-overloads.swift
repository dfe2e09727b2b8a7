// A method overloaded by parameter type, called with an argument that fits no overload, is refused (not run as the first overload).
struct Formatter {
    func label(for value: String) -> String { "text " + value }
    func label(for value: Double) -> String { "number \(value)" }
}
final class Screen {
    let formatter = Formatter()
    deinit { print("Screen deinit") }
    func show(_ done: Bool) {
        print(formatter.label(for: "title"))
        print(formatter.label(for: 2.5))
        print(formatter.label(for: done))
    }
}
Screen().show(true)
