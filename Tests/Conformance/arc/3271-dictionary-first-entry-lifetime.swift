// a dictionary's first entry holds its object: bound by if let it lives to the end of the body, read in place it goes with the statement
final class Screen {
    let name: String
    init(_ name: String) { self.name = name; print("init", name) }
    deinit { print("deinit", name) }
}
var screens: [String: Screen] = ["home": Screen("home")]
if let entry = screens.first {
    screens["home"] = nil
    print("removed", screens.count)
    print("still", entry.key, entry.value.name)
}
print("after if")
screens["detail"] = Screen("detail")
print(screens.first!.value.name)
screens.removeAll()
print("cleared")
func top(_ d: [Int: Screen]) -> Screen? { d.first?.value }
var stack: [Int: Screen]? = [1: Screen("modal")]
let kept = top(stack!)
stack = nil
print("stack gone", kept?.name ?? "-")
let best = [7: Screen("a")].max { $0.key < $1.key }
print("best", best!.key, best!.value.name)
print("end")
