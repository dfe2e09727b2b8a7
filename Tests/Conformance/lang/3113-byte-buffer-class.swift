// a class holding [UInt8] behind a subscript, reduced with ^ and +, released with its byte count; UInt, Int32 and UInt64 arithmetic beside it
final class Buffer {
    var bytes: [UInt8]
    init(count: Int) { bytes = Array(repeating: 0, count: count) }
    deinit { print("Buffer deinit", bytes.count) }
    subscript(i: Int) -> UInt8 {
        get { bytes[i] }
        set { bytes[i] = newValue }
    }
}
var b: Buffer? = Buffer(count: 4)
b![1] = 0xAB
b![2] = b![1] >> 4
b?.bytes.append(7)
print(b!.bytes, b!.bytes.reduce(0, ^), b!.bytes.map { Int($0) }.reduce(0, +))
let sorted = b!.bytes.sorted { $0 > $1 }
print(sorted.first!, sorted.last!)
b = nil
var u: UInt = 10
u -= 3
u *= 2
print(u, u / 3, u % 3, u > 5 ? "big" : "small")
let z: Int32 = -7
print(z / 2, z % 2, -z, abs(z), z.description)
let words: [UInt32] = [0xDEADBEEF, 1]
print(words.map { String($0, radix: 16) }, words.contains(1))
let h = UInt64(0x1234).addingReportingOverflow(UInt64.max)
print(h.overflow, h.partialValue)
let d: [String: UInt16] = ["a": 1]
print(d["a"]! + 1, d)
let m = max(UInt8(3), UInt8(200))
print(m, min(Int64(5), -5))
var arr = [Int8](repeating: -1, count: 3)
arr[0] &+= 127
print(arr, arr.firstIndex(of: -1) as Any)
