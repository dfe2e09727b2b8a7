// A literal made into a program's type whose init(integerLiteral:) takes a UInt8 is refused before the run (coordlab makes literals through the default literal types)
// expect-error: does not support making a 'Code' from a literal with an 'init(integerLiteral:)' taking another type than 'Int'
struct Code: ExpressibleByIntegerLiteral {
    let value: UInt8
    init(integerLiteral value: UInt8) { self.value = value }
}
print("start")
let codes: [Code] = [1, 2]
print(codes.map(\.value))
