// ERRORS: a UInt8 element plus an Int inside a map closure is refused in swiftc's words (Swift converts neither)
struct Packet {
    let bytes: [UInt8]
    let offset: Int
}

let packet = Packet(bytes: [1, 2, 250], offset: 3)
print(packet.bytes.count)
let shifted = packet.bytes.map { $0 + packet.offset }
print(shifted)
