// Int's members as the sized integers': magnitude (a UInt), signum(), bit counts, byteSwapped, arithmetic reporting overflow
let values = [-8, 0, 5, Int.max, Int.min]
for v in values {
    print(v, v.signum(), v.magnitude, v.nonzeroBitCount, v.leadingZeroBitCount, v.trailingZeroBitCount)
}
print(type(of: (-3).magnitude), type(of: 7.signum()), type(of: Int8(-4).magnitude), Int8(-128).magnitude)
print(Int.max.addingReportingOverflow(1))
print(Int.min.subtractingReportingOverflow(1).overflow, 6.multipliedReportingOverflow(by: 7))
let (partial, overflowed) = (Int.max / 2 + 1).multipliedReportingOverflow(by: 2)
print(partial == Int.min, overflowed)
print(1.byteSwapped, 0x0102.byteSwapped == 0x0201 << 48)
func distance(_ a: Int, _ b: Int) -> UInt { (a - b).magnitude }
print(distance(3, 10), distance(10, 3) == distance(3, 10))
let steps = [3, -1, 0, -7].map { $0.signum() }
print(steps, steps.reduce(0, +))
print(12.isMultiple(of: 4), 12.isMultiple(of: 0), 0.isMultiple(of: 0))
