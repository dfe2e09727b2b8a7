// an overloaded static method named as a function value (which one Swift takes depends on the type the context expects) is refused before the program runs
// expect-error: does not support an overloaded static method named as a function value ('Maker.make')
// expect-line: 9
struct Maker {
    static func make(_ text: String) -> String { "text " + text }
    static func make(_ number: Int) -> String { "number \(number)" }
}
print("start")
let made = ["x"].map(Maker.make)
print(made)
