// ARC: a temporary passed to a stored closure is released after the closure returns, unless the closure keeps it
class Event {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

class Bus {
    var handler: ((Event) -> Void)?
    var kept: [Event] = []
}

let bus = Bus()
bus.handler = { e in print("handled \(e.name)") }
bus.handler?(Event("e1"))
print("---")
bus.handler = { e in bus.kept.append(e) }
bus.handler!(Event("e2"))
print("kept \(bus.kept.count)")
let inline: (Event, Event) -> String = { a, b in a.name + b.name }
print(inline(Event("x"), Event("y")))
bus.kept = []
print("end")
