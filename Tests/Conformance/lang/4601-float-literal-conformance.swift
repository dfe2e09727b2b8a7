// A struct conforming to ExpressibleByFloatLiteral is made from a float literal through init(floatLiteral:)
struct Celsius: ExpressibleByFloatLiteral {
    var degrees: Double
    init(floatLiteral value: Double) {
        degrees = value
    }
}

print("start")
let boiling: Celsius = 100.0
print(boiling.degrees)
