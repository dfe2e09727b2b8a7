// LANG: typealias of Double, optionals, classes, collections and other aliases behaves as the aliased type (literals, printing, construction, casts), also when used above its declaration
let start: Seconds = 2
print(start, start / 4)

typealias Seconds = Double
typealias Delay = Seconds
typealias Title = String?
typealias Durations = [Seconds]
typealias Table = [String: Seconds]

class Coordinator {
    let name: String
    init(name: String) { self.name = name }
}
typealias Flow = Coordinator
typealias Children = [Flow]

func wait(_ d: Delay = 1) -> Seconds { d * 2 }
print(wait(), wait(3))

var title: Title = nil
print(title ?? "untitled")
title = "Home"
print(title as Any)

var durations: Durations = [1, 2.5]
durations.append(3)
print(durations)

let table: Table = ["fade": 1]
print(table["fade"] ?? 0)

let flow = Flow(name: "login")
let children: Children = [flow, Coordinator(name: "home")]
print(children.map { $0.name }, children[0] is Flow, type(of: flow))

struct Timing {
    typealias Step = Double
    var step: Step = 1
    var total: Seconds = 0
}
var timing = Timing()
timing.total += 3
print(timing.step, timing.total)
print(Seconds(5), Seconds(3) / 2)
