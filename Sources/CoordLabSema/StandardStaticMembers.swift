/// The static members coordlab gives the standard library's number types (`Int.max`,
/// `Double.pi`), with their types: what the checker types such a read by, and refuses,
/// before the program runs, when coordlab lacks it.
public enum StandardStaticMembers {
    /// By type name, each member's type.
    public static let byType: [String: [String: SemaType]] = [
        "Int": ["max": .int, "min": .int, "zero": .int],
        "Double": ["pi": .double, "infinity": .double, "greatestFiniteMagnitude": .double,
                   "leastNonzeroMagnitude": .double, "zero": .double],
    ]
}
