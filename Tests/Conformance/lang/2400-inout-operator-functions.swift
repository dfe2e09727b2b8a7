// Operator functions with an `inout` left side (a program's `<~`, a type's `+=`, a prefix `++`) change the variable, property, element or entry they are given
infix operator <~: AssignmentPrecedence
func <~ (journal: inout [String], entry: String) { journal.append(entry) }
struct Steps: CustomStringConvertible {
    var count = 0
    var description: String { "\(count) steps" }
    static func += (lhs: inout Steps, rhs: Int) { lhs.count += rhs }
    static func + (lhs: Steps, rhs: Steps) -> Steps { Steps(count: lhs.count + rhs.count) }
}
prefix operator ++
prefix func ++ (value: inout Int) { value += 1 }
final class Tracker {
    var journal: [String] = []
    var steps = Steps() { didSet { print("steps", oldValue, "->", steps) } }
    deinit { print("deinit Tracker", journal) }
}
var journal: [String] = []
journal <~ "launch"
journal <~ "login"
print(journal)
var tracker: Tracker? = Tracker()
tracker!.journal <~ "home"
tracker?.steps += 3
tracker!.steps += 2
var daily = [Steps(), Steps(count: 7)]
daily[1] += 5
daily[0] += daily[1].count
print(daily, daily[0] + daily[1])
var totals = ["mon": Steps(count: 1)]
totals["mon"]! += 9
print(totals)
var n = 0
++n; ++n
var counter = 41
++counter
print(n, counter)
var x = 10
x += 5
print(x)
tracker = nil
print("end")
