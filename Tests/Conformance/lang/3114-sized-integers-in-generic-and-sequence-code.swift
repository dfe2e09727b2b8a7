// sized integers in a generic struct, strides, enumerated, zip, Optional map, closures, tuple patterns and interpolation
struct Box<T> { var value: T }
let b = Box(value: UInt8(9))
print(b, b.value, type(of: b))
for x in stride(from: UInt8(0), to: 10, by: 3) { print(x) }
for (i, v) in [UInt16(5), 6].enumerated() { print(i, v) }
let pairs = Array(zip([Int8(1), 2], ["a", "b"]))
for (n, s) in pairs { print(n, s) }
let o: UInt32? = 4
print(o.map { $0 * 2 } as Any, o! + 1)
let f: (UInt8) -> UInt8 = { $0 &+ 200 }
print(f(100))
let t = (UInt8(1), Int64(2))
switch t {
case (1, 2): print("match")
default: print("no")
}
let s = "\(UInt8.max)-\(Int8.min)"
print(s)
print(UInt8(1) == 1 && Int8(-1) < 0)
let big: UInt64 = 18_446_744_073_709_551_615
print(big, big / 2, big % 1000, big.leadingZeroBitCount)
