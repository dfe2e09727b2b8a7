// TRAP: converting a negative Int to an unsigned type traps with Swift's message
// expect-trap: Negative value is not representable
func offsets(_ deltas: [Int]) -> [UInt32] {
    var out: [UInt32] = []
    for d in deltas {
        print("converting", d)
        out.append(UInt32(d))
    }
    return out
}
print(offsets([4, 0, -1, 9]))
