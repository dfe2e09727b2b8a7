// TRAP: a Double above UInt8.max converted to UInt8 traps with Swift's message
// expect-trap: Double value cannot be converted to UInt8 because the result would be greater than UInt8.max
let brightness = [0.0, 0.5, 1.0, 1.1]
for b in brightness {
    let scaled = b * 255
    print(UInt8(scaled))
}
