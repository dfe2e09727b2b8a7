// LANG: generic functions and protocol-extension methods overloaded by a parameter's type: the overload the argument's type names runs, with an implicit member (.milliseconds) typed by it
struct Stride {
    let seconds: Double
    static func milliseconds(_ n: Int) -> Stride { Stride(seconds: Double(n) / 1000) }
}
protocol Clock {}
struct MainClock: Clock {}

func wait<C: Clock>(for t: Double, on clock: C) { print("wait \(t) seconds") }
func wait<C: Clock>(for t: Stride, on clock: C) { print("wait a stride of \(t.seconds)") }

protocol Throttling {}
extension Throttling {
    func pause<C: Clock>(for t: Double, on clock: C) -> String { "pause \(t)" }
    func pause<C: Clock>(for t: Stride, on clock: C) -> String { "pause stride \(t.seconds)" }
}
struct SearchField: Throttling {}
final class Box<Value>: Throttling {
    let value: Value
    init(_ value: Value) { self.value = value }
    deinit { print("Box deinit") }
}

wait(for: Stride(seconds: 0.3), on: MainClock())
wait(for: 0.25, on: MainClock())
wait(for: .milliseconds(40), on: MainClock())
print(SearchField().pause(for: .milliseconds(300), on: MainClock()))
print(SearchField().pause(for: 1.5, on: MainClock()))
var box: Box<Int>? = Box(7)
print(box!.pause(for: .milliseconds(200), on: MainClock()))
print(box!.pause(for: 2, on: MainClock()))
box = nil
