/// The members coordlab provides on ranges of Ints (`0..<n`, `1...3`), the only ranges it
/// makes (a range of Doubles is refused where it is written).
///
/// A range's element is its index too (`(2..<5).firstIndex(of: 3)` is 3), for a half-open
/// range; a closed range's index is a type of its own (`ClosedRange<Int>.Index`), so its
/// index members are left out. Members that give a range (`dropFirst()`, `prefix(2)`,
/// `clamped(to:)`) are left out too: coordlab would give an array and print it as one.
extension StandardMembers {
    /// The names of the range types, half-open and closed.
    static let rangeTypes: Set<String> = ["Range", "ClosedRange"]

    /// A closed range's members, by name, to the type of a read or of a call's result.
    static let closedRange: [String: SemaType] = [
        "count": .int, "isEmpty": .bool, "first": .optional(E), "last": .optional(E),
        "lowerBound": E, "upperBound": E, "description": .string,
        "filter": .array(E), "map": .array(R), "compactMap": .array(.named("$R?")), "flatMap": .array(.named("$R[]")),
        "forEach": .void, "contains": .bool, "allSatisfy": .bool, "reduce": I, "sorted": .array(E),
        "min": .optional(E), "max": .optional(E), "reversed": .array(E), "enumerated": .array(enumeratedElement(E)),
        "elementsEqual": .bool, "starts": .bool, "lexicographicallyPrecedes": .bool,
    ]

    /// A half-open range's members: a closed range's, its Int indices, and the parts that
    /// are half-open ranges again (`(0..<5).dropFirst()` is `1..<5`).
    static let range: [String: SemaType] = closedRange.merging([
        "startIndex": .int, "endIndex": .int, "index": .int, "firstIndex": .optional(.int), "lastIndex": .optional(.int),
        "indices": .generic("Range", [.int]), "dropFirst": .generic("Range", [.int]), "dropLast": .generic("Range", [.int]),
        "prefix": .generic("Range", [.int]), "suffix": .generic("Range", [.int]),
    ]) { own, _ in own }

    /// The argument labels coordlab runs for a range's parts (`prefix(while:)` is left out).
    static let rangeCallLabels: [String: Set<[String?]>] = [
        "dropFirst": [[], [nil]], "dropLast": [[], [nil]], "prefix": [[nil]], "suffix": [[nil]],
    ]

    /// The type a range expression has: `Range<Int>` for `a..<b`, `ClosedRange<Int>` for
    /// `a...b`, when its bounds are Ints (`Range<String.Index>` when they are a string's
    /// indices); unknown otherwise.
    static func rangeType(operator op: String, bounds: [SemaType]) -> SemaType {
        guard let bound = bounds.first, bound == .int || bound == StringIndices.index,
              bounds.allSatisfy({ $0 == bound }) else { return .unknown }
        return .generic(op == "..<" ? "Range" : "ClosedRange", [bound])
    }
}
