// Overloads of different labels that all take a call's arguments: Swift ranks them by the conversions each needs, then by the defaulted parameters each leaves out
class Base { var tag: String { "base" } }
class Sub: Base { override var tag: String { "sub" } }
protocol Shape { var name: String { get } }
struct Square: Shape { let name = "square" }

func describe(_ value: Any) -> String { "any" }
func describe(_ value: Int, radix: Int = 10) -> String { "int radix \(radix)" }
func wrap(_ value: Int?) -> String { "optional" }
func wrap(_ value: Int, times: Int = 1) -> String { "plain x\(times)" }
func scale(_ x: Double) -> String { "double \(x)" }
func scale(_ x: Int, by factor: Int = 2) -> String { "int \(x * factor)" }
func visit(_ b: Base) -> String { "visit base \(b.tag)" }
func visit(_ s: Sub, twice: Bool = false) -> String { "visit sub \(twice)" }
func draw(_ s: Shape) -> String { "draw shape \(s.name)" }
func draw(_ s: Square, filled: Bool = true) -> String { "draw square \(filled)" }
func log(_ text: String, level: Int = 0) -> String { "text \(text) \(level)" }
func log(_ make: () -> String) -> String { "made \(make())" }
func pad(_ n: Int, _ width: Int = 2) -> String { "pad \(n) \(width)" }
func pad(_ n: Int, left: Int = 0, right: Int = 0) -> String { "pad sides \(left) \(right)" }

print(describe(1), describe("x"), describe(7, radix: 2))
let n = 3
let maybe: Int? = 4
print(wrap(n), wrap(maybe), wrap(nil), wrap(5, times: 2))
print(scale(2), scale(2.5), scale(-3), scale(4, by: 3))
print(visit(Sub()), visit(Base()), visit(Sub(), twice: true))
let s: Base = Sub()
print(visit(s))
print(draw(Square()), draw(Square(), filled: false))
print(log("hello"), log { "closure" }, log("warn", level: 2))
print(pad(1), pad(1, 3), pad(1, left: 4))

struct Formatter {
    var prefix = ">"
    func format(_ text: String, uppercased: Bool = false) -> String { prefix + (uppercased ? text.uppercased() : text) }
    func format(_ build: () -> String) -> String { prefix + "{" + build() + "}" }
    func format(_ value: Double) -> String { prefix + "double \(value)" }
    func format(_ value: Int, digits: Int = 3) -> String { prefix + "int \(value) \(digits)" }
    static func make(_ p: String, spaced: Bool = false) -> Formatter { Formatter(prefix: spaced ? p + " " : p) }
    static func make(_ build: () -> String) -> Formatter { Formatter(prefix: build()) }
    func all() -> [String] { [format("a"), format { "b" }, format(1), format(1.5)] }
}
let f = Formatter()
print(f.format("x"), f.format { "y" }, f.format(2), f.format(2.0), f.format("z", uppercased: true))
print(f.all())
print(Formatter.make("#").format("m"), Formatter.make { "@" }.format("n"), Formatter.make("$", spaced: true).format(9))
