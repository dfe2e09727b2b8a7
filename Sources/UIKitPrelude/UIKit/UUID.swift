/// Foundation's universally unique identifier. Made in order here (…000000000001, then
/// …000000000002), so that every run prints the same; Foundation's are random.
public struct UUID: Hashable, CustomStringConvertible {
    /// The identifier as Foundation spells it: 32 uppercase hexadecimal digits in five groups.
    let uuidString: String
    /// How many identifiers `UUID()` has made.
    static var __made = 0

    init() {
        UUID.__made += 1
        let digits = String(UUID.__made, radix: 16).uppercased()
        uuidString = "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - digits.count) + digits
    }

    /// An identifier spelled as Foundation spells one; nil for any other string.
    init?(uuidString string: String) {
        let characters = Array(string)
        let dashes = [8, 13, 18, 23]
        guard characters.count == 36, characters.indices.allSatisfy({
            dashes.contains($0) ? characters[$0] == "-" : characters[$0].isHexDigit
        }) else {
            return nil
        }
        uuidString = string.uppercased()
    }

    public var description: String {
        return uuidString
    }
}
