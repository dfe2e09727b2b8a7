// LANG: if case, guard case and for case with associated values, combined with other conditions
enum Step {
    case start
    case load(page: Int)
    case fail(String)
    case done(count: Int, message: String)
}
let steps: [Step] = [.start, .load(page: 1), .load(page: 2), .fail("timeout"), .load(page: 3), .done(count: 3, message: "ok")]
for case .load(let page) in steps {
    print("loading", page)
}
for case let .load(page) in steps where page % 2 == 1 {
    print("odd page", page)
}
var failures = 0
for s in steps {
    if case .fail(let why) = s, why.count > 3 {
        failures += 1
        print("failed:", why)
    } else if case .done(let n, let msg) = s {
        print("done \(n) \(msg)")
    } else if case .start = s {
        print("start")
    }
}
print("failures", failures)
func pageOf(_ s: Step) -> Int {
    guard case .load(page: let p) = s else {
        return -1
    }
    return p * 10
}
print(pageOf(.load(page: 4)), pageOf(.start))
func message(_ s: Step?) -> String {
    guard let s = s, case let .done(_, message) = s else { return "none" }
    return message
}
print(message(nil), message(.start), message(.done(count: 1, message: "finished")))
let last = steps[steps.count - 1]
if case .done(count: 3, _) = last { print("three done") }
if case .done(count: 4, _) = last { print("four done") } else { print("not four") }
