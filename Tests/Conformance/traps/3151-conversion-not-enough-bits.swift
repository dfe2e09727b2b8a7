// TRAP: converting an Int that does not fit into UInt8 traps with Swift's message
// expect-trap: Not enough bits to represent the passed value
let readings = [12, 255, 256, 3]
var bytes: [UInt8] = []
for r in readings {
    bytes.append(UInt8(r))
    print("stored", bytes.last!)
}
print("never printed", bytes)
