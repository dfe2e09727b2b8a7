// A struct's mutating method passes a part of self inout to a closure stored in another of its properties: the write lands in self, not a copy
struct Stepper {
    var count = 0
    let step: (inout Int) -> Void
    mutating func advance() { step(&count) }
}
var s = Stepper(step: { (x: inout Int) in x += 2 })
s.advance()
print(s.count)
