// a checksum over [UInt8] with wrapping arithmetic and shifts, as a network packet would compute it
struct Packet {
    var payload: [UInt8]
    /// Fletcher-16 over the payload.
    func fletcher() -> UInt16 {
        var a: UInt16 = 0
        var b: UInt16 = 0
        for byte in payload {
            a = (a + UInt16(byte)) % 255
            b = (b + a) % 255
        }
        return (b << 8) | a
    }
    /// A one-byte sum that wraps.
    func sum() -> UInt8 {
        var total: UInt8 = 0
        for byte in payload { total &+= byte }
        return total
    }
}
let packet = Packet(payload: "abcde".compactMap { $0.asciiValue })
print(packet.fletcher(), packet.sum())
let other = Packet(payload: [200, 100, 50, 255])
print(other.fletcher(), other.sum())
let xored = other.payload.reduce(UInt8(0)) { $0 ^ $1 }
print(xored, ~xored, xored >> 3, xored << 3)
