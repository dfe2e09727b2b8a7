// drop(while:) of class instances: the kept tail shares the array's objects, deinits when both go
class Step {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}

func run() {
    var steps = [Step("intro"), Step("setup"), Step("main"), Step("outro")]
    let fromMain = steps.drop { $0.name != "main" }
    print(fromMain.map { $0.name })
    steps.removeAll()
    print("cleared", steps.count)
    print(fromMain.last?.name ?? "none")
}
run()
print("after run")

var queue: [Step]? = [Step("a"), Step("b")]
let none = queue!.drop { _ in true }
print(none.isEmpty)
queue = nil
print("done")
