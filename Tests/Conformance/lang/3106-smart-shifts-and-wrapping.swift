// Swift's smart shifts on sized integers: overshifts give 0 or -1, negative amounts shift the other way
let byte: UInt8 = 0b1011_0001
print(byte << 1, byte << 7, byte << 8, byte << 100, byte >> 4, byte >> 9)
print(byte << -2, byte >> -1, signedAmount(byte))
func signedAmount(_ b: UInt8) -> UInt8 { b >> Int8(-3) }
let signed: Int8 = -16
print(signed >> 2, signed >> 10, signed << 3, signed << 4, signed << 8)
var x: UInt16 = 1
x <<= 15
print(x, x &+ x, x &* 3, x &- 1)
x >>= 3
print(x)
var y: Int32 = .max
y &+= 1
print(y, y &- 1)
let mask: UInt32 = 0xFFFF_0000
print(mask & 0x0F0F_0F0F, mask | 0xFF, mask ^ 0xFFFF_FFFF, ~mask)
