// overloads that differ in a parameter's type: the one the arguments fit, implicit members and literals included
enum Outcome {
    case done(String)
    case pending
}
enum Step {
    case go(Int)
    case stop
}
struct Meters { var value: Double }
func describe(_ o: Outcome) -> String {
    switch o {
    case .done(let s): return "outcome done \(s)"
    case .pending: return "outcome pending"
    }
}
func describe(_ s: Step) -> String {
    switch s {
    case .go(let n): return "step go \(n)"
    case .stop: return "step stop"
    }
}
func describe(_ m: Meters) -> String { "\(m.value) m" }
func scale(_ x: Int, by k: Int) -> Int { x * k }
func scale(_ x: Double, by k: Double) -> Double { x * k }
print(describe(.go(3)))
print(describe(.pending))
print(describe(.done("x")))
print(describe(Step.stop))
print(describe(Meters(value: 2)))
let steps: [Step] = [.go(1), .stop]
print(steps.map { describe($0) })
print(scale(3, by: 2), scale(1.5, by: 2))
