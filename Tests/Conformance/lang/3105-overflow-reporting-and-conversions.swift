// conversions between integer types: exact, truncating, clamping, bit patterns, and overflow reported instead of trapping
let big = 1000
print(UInt8(truncatingIfNeeded: big), Int8(truncatingIfNeeded: big))
print(UInt8(clamping: big), Int8(clamping: -big), UInt16(clamping: -5))
print(Int32(bitPattern: UInt32.max), UInt32(bitPattern: Int32.min), UInt64(bitPattern: -1))
print(UInt8(exactly: 255) as Any, UInt8(exactly: 256) as Any, Int8(exactly: -129) as Any)
print(UInt8("42") as Any, UInt8("300") as Any, Int16("-7") as Any, UInt8("ff", radix: 16) as Any)
let a: UInt8 = 200
let r = a.addingReportingOverflow(100)
print(r.partialValue, r.overflow)
let s = Int8(100).multipliedReportingOverflow(by: 2)
print(s)
print(a.subtractingReportingOverflow(201))
print(Int(a) + 1000, Double(a) / 8, UInt64(a) * 1_000_000_000_000)
print(Int16(-300).signum(), UInt8(0).signum(), Int8(5).signum())
print(UInt16(0x1234).byteSwapped == 0x3412, Int32(1).byteSwapped)
let up = 3.9, down = -3.9
print(UInt8(up), Int8(down))
