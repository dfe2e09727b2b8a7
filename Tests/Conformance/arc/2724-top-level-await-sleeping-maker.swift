// An awaiting top level collects tasks' values in a loop and awaits an async function that sleeps between making objects; the objects die when the array lets them go
final class Screen { let id: Int; init(_ id: Int) { self.id = id }; deinit { print("deinit Screen", id) } }
func makeScreens() async -> [Screen] {
    var out: [Screen] = []
    for i in 1...3 {
        try? await Task.sleep(nanoseconds: 1_000)
        out.append(Screen(i))
        print("made", i)
    }
    return out
}
var tasks: [Task<Int, Never>] = []
for k in 0..<3 { tasks.append(Task { k * k }) }
var total = 0
for t in tasks { total += await t.value }
print("total", total)
var screens = await makeScreens()
print(screens.map(\.id))
screens.removeFirst()
print("dropped one")
screens = []
print("end")
