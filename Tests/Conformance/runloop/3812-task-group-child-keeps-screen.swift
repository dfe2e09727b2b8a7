// A task group child capturing a screen keeps it until the child ends, after the screen's owner let it go (once refused by coordlab, reject/500)
// prelude: uikit
final class Screen {
    let title = "Detail"
    deinit { print("Screen deinit") }
}

print("start")
var screen: Screen? = Screen()
Task { [screen] in
    let lengths = await withTaskGroup(of: Int.self) { group in
        group.addTask {
            try? await Task.sleep(for: .seconds(1))
            print("child reads", screen?.title ?? "-")
            return screen?.title.count ?? 0
        }
        group.addTask { 2 }
        var total = 0
        for await n in group { total += n }
        return total
    }
    print("group gave", lengths)
}
screen = nil
print("owner let go")
RunLoop.main.run(until: Date().addingTimeInterval(2))
print("end")
