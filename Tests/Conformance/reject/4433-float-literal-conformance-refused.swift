// A program's type conforming to ExpressibleByFloatLiteral made from a literal is refused before the run (coordlab does not call init(floatLiteral:))
// expect-error: does not support making a 'Celsius' from a literal
// expect-line: 12
struct Celsius: ExpressibleByFloatLiteral {
    var degrees: Double
    init(floatLiteral value: Double) {
        degrees = value
    }
}

print("start")
let boiling: Celsius = 100.0
print(boiling.degrees)
