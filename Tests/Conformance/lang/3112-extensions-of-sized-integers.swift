// a program's extensions of UInt8 and BinaryInteger reach sized values, with self of the extended type
extension UInt8 {
    var isEven: Bool { self % 2 == 0 }
    func doubled() -> UInt8 { self &* 2 }
    var hexDigits: String {
        let digits = String(self, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }
}
extension BinaryInteger {
    var isOdd: Bool { self % 2 != 0 }
}
let b: UInt8 = 200
print(b.isEven, b.doubled(), b.hexDigits, UInt8(7).hexDigits)
print(b.isOdd, Int16(-3).isOdd, UInt64.max.isOdd, 4.isOdd)
let any: Any = b
if let u = any as? UInt8 { print("byte", u) }
print(any is Int, any is UInt8)
let opt: Int32? = nil
print(opt ?? 5, (opt ?? 5) + 1)
var counts = [UInt: Int]()
counts[3, default: 0] += 1
print(counts)
let t: (UInt8, Int16) = (1, -2)
print(t)
struct Point { var x: UInt16 = 0; var y: Int64 }
print(Point(y: -4), [Point(x: 3, y: 1)])
