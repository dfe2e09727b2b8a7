// sized integer types take literals from their context and print with their own type, in generic code too
func show<T>(_ x: T) { print(x, type(of: x)) }
let small: UInt8 = 250
let big = UInt64.max
let negative: Int8 = -128
let count: Int32 = 1_000
let word: UInt = 0xFF
show(small)
show(big)
show(negative)
show(count)
show(word)
let bytes: [UInt8] = [1, 2, 255]
print(bytes, type(of: bytes))
let anything: [Any] = [small, count, 3]
for a in anything { print(a, type(of: a)) }
print("\(small) and \(big)")
print(Int16.min, Int16.max, UInt16.max, Int64.min, UInt32.max)
print(UInt8.bitWidth, Int32.bitWidth, UInt.bitWidth)
let maybe: UInt16? = 7
print(maybe as Any, [maybe])
