// enums with sized integer raw values, and switching on sized integers with range patterns
enum Opcode: UInt8 {
    case nop, load = 0x10, store, halt = 0xFF
}
func classify(_ b: UInt8) -> String {
    switch b {
    case 0: return "zero"
    case 1...9: return "digit"
    case 0x10..<0x20: return "low"
    case UInt8.max: return "max"
    default: return "other"
    }
}
for op in [Opcode.nop, .load, .store, .halt] {
    print(op, op.rawValue, type(of: op.rawValue), classify(op.rawValue))
}
print(Opcode(rawValue: 0x11) as Any, Opcode(rawValue: 3) as Any)
print([UInt8(5), 42].map(classify))
