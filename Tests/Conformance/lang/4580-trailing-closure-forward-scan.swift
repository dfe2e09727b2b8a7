// Trailing closures skip defaulted parameters that take no function (Swift's forward scan), multiple trailing closures go by label, and an escaping closure made in a generic call so keeps its generic arguments
typealias Completion = () -> Void
struct Style { var name = "plain" }
func a(animated: Bool = true, completion: Completion? = nil) { print("a", animated, completion == nil); completion?() }
func b(style: Style = Style(), handler: @escaping (Int) -> String) { print("b", style.name, handler(2)) }
func c(_ x: Int = 1, y: Int = 2, then: () -> Void) { print("c", x, y); then() }
func d(first: (() -> Void)? = nil, second: () -> Void) { print("d", first == nil); first?(); second() }
func e<T>(_ v: T, delay: Double = 0, map: (T) -> String) -> String { "\(delay) " + map(v) }
func f(items: [Int] = [1, 2], transform: (Int) -> Int = { $0 * 10 }) { print("f", items.map(transform)) }
a()
a { print("done a") }
a(animated: false) { print("done a2") }
b { "h\($0)" }
b(style: Style(name: "bold")) { "h\($0 + 1)" }
c { print("then c") }
c(5) { print("then c5") }
c(y: 9) { print("then c y") }
d { print("second only") }
d(first: { print("first") }) { print("second") }
d { print("1st") } second: { print("2nd") }
print(e(3) { "v\($0)" })
print(e("s", delay: 1.5) { $0 + "!" })
f()
f { $0 + 1 }
f(items: [3]) { $0 - 1 }
final class VC {
    func present(_ vc: String, animated: Bool = true, completion: (() -> Void)? = nil) {
        print("present", vc, animated); completion?()
    }
    func dismiss(animated flag: Bool = true, completion: (() -> Void)? = nil) { print("dismiss", flag); completion?() }
    func run<R>(times: Int = 1, _ body: () -> R) -> [R] { (0..<times).map { _ in body() } }
}
let vc = VC()
vc.present("x") { print("shown") }
vc.present("y", animated: false)
vc.dismiss { print("gone") }
print(vc.run { 7 }, vc.run(times: 2) { "r" })
var handlers: [() -> String] = []
func reg<T>(_ t: T.Type, flag: Bool = false, f: @escaping () -> T) {
    handlers.append { "\(T.self) \(f())" }
}
reg(Int.self) { 1 }
reg(String.self, flag: true) { "s" }
for h in handlers { print(h()) }
