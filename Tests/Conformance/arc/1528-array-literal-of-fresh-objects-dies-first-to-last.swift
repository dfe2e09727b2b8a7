// ARC: an array literal of objects made for it, passed to a function or used once, releases them first to last when it dies.
final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}

final class Coordinator {
    var stack: [Screen] = []
    func setStack(_ screens: [Screen]) { stack = screens }
    func count(_ screens: [Screen]) -> Int { screens.count }
    deinit { print("deinit coordinator") }
}

func titles(_ screens: [Screen]) -> [String] {
    screens.map { $0.name }
}

let coordinator = Coordinator()
print(coordinator.count([Screen("a"), Screen("b"), Screen("c")]))
print(titles([Screen("d"), Screen("e")]))
print([Screen("f"), Screen("g")].map { $0.name.uppercased() })
coordinator.setStack([Screen("h"), Screen("i")])
coordinator.setStack([Screen("j")])
let kept = Screen("kept")
print([kept, Screen("k")].count, kept.name)
func run() {
    let local = [Screen("l"), Screen("m")]
    print(local.count)
}
run()
print("end")
