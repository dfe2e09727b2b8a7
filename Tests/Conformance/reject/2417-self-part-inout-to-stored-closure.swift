// A struct's mutating method passing a part of self inout to a closure stored in another of its properties is refused: coordlab would write to a copy of self (swiftc changes self)
// expect-error: does not support passing a part of 'self' inout to a closure stored in a property of 'self'
// expect-line: 7
struct Stepper {
    var count = 0
    let step: (inout Int) -> Void
    mutating func advance() { step(&count) }
}
var s = Stepper(step: { (x: inout Int) in x += 2 })
s.advance()
print(s.count)
