// repeatElement of a class instance repeats one object: one deinit, after the last holder goes
class Placeholder {
    let label: String
    init(_ label: String) { self.label = label; print("init", label) }
    deinit { print("deinit", label) }
}

func fill() {
    let slots = Array(repeatElement(Placeholder("empty"), count: 3))
    print(slots.count, slots[0] === slots[2])
    for p in repeatElement(Placeholder("temp"), count: 2) { print("visit", p.label) }
    print("filled")
}
fill()
print("end")
