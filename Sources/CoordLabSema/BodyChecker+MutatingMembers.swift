import SwiftSyntax

/// Mutating members called on a constant (`let b = true; b.toggle()`), refused as swiftc
/// refuses them: coordlab's runtime would change the constant.
extension BodyChecker {
    /// The mutating methods of the standard value types coordlab runs, by type name.
    static let standardMutatingMethods: [String: Set<String>] = [
        "Bool": ["toggle"],
        "Int": ["negate"],
        "Double": ["round", "negate", "formSquareRoot", "formRemainder", "formTruncatingRemainder", "addProduct"],
        "String": ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast",
                   "removeSubrange", "replaceSubrange", "reserveCapacity"],
        "Array": ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort",
                  "reverse", "shuffle", "swapAt", "removeSubrange", "replaceSubrange", "reserveCapacity", "partition"],
        "Set": ["insert", "remove", "removeAll", "removeFirst", "popFirst", "update", "formUnion",
                "formIntersection", "formSymmetricDifference", "subtract"],
        "Dictionary": ["removeValue", "updateValue", "merge", "removeAll", "popFirst", "reserveCapacity"],
    ]

    /// Refuses calling mutating method `name` of `base` (of type `baseType`) when `base`
    /// is, or is part of a value held by, a constant (see `refuseChange`).
    func refuseMutatingCallOnConstant(_ name: TokenSyntax, of baseType: SemaType, base: ExprSyntax) {
        guard isMutatingMethod(name.bareText, of: baseType) else { return }
        refuseChange(of: base, by: .mutatingCall(name: name))
    }

    /// Whether every method `name` of a value of `t` is mutating: a standard one from the
    /// table, a struct's or enum's from its declarations, a class's from a protocol
    /// extension (whose `self` is the caller's variable).
    private func isMutatingMethod(_ name: String, of t: SemaType) -> Bool {
        switch t {
        case .array, .slice: return Self.standardMutatingMethods["Array"]!.contains(name)
        case .set: return Self.standardMutatingMethods["Set"]!.contains(name)
        case .dictionary: return Self.standardMutatingMethods["Dictionary"]!.contains(name)
        case .named(let n) where declarations.types[n] == nil:
            return Self.standardMutatingMethods[n]?.contains(name) == true
        case .named(let n):
            guard let kind = declarations.types[n]?.kind, kind == .structType || kind == .enumType || kind == .classType,
                  case .found(let ms) = declarations.member(name, of: n) else { return false }
            return !ms.isEmpty && ms.allSatisfy { $0.kind == .method && $0.isMutating }
        default: return false
        }
    }
}
