// Overloads chosen by parameter type run the one Swift chooses: exact types, an integer literal made a Double for a later overload, optional promotion.
struct Formatter {
    func label(for value: String) -> String { "text " + value }
    func label(for value: Double) -> String { "number \(value)" }
    func mark(_ value: Int?) -> String { "maybe \(value ?? 0)" }
    func mark(_ value: String) -> String { "word " + value }
}
func total(_ xs: [Int]) -> Int { xs.reduce(0, +) }
func total(_ text: String) -> Int { text.count }
func scale(_ x: Int, by k: Int) -> String { "ints \(x * k)" }
func scale(_ x: Double, by k: Double) -> String { "doubles \(x * k)" }
final class Screen {
    let formatter = Formatter()
    deinit { print("Screen deinit") }
    func render(count: Int?) {
        print(formatter.label(for: 2))
        print(formatter.label(for: 2.5))
        print(formatter.label(for: "title"))
        print(formatter.mark(3), formatter.mark(count), formatter.mark("x"))
        print(total([1, 2, 3]), total("four"))
        print(scale(2, by: 3), scale(1.5, by: 2), scale(2, by: 1.5))
    }
}
var screen: Screen? = Screen()
screen?.render(count: nil)
screen = nil
print("end")
