import SwiftSyntax

/// Mutating members called on a `let` constant (`let b = true; b.toggle()`), refused as
/// swiftc refuses them: coordlab's runtime would change the constant.
extension BodyChecker {
    /// The mutating methods of the standard value types coordlab runs, by type name.
    static let standardMutatingMethods: [String: Set<String>] = [
        "Bool": ["toggle"],
        "Int": ["negate"],
        "Double": ["round", "negate", "formSquareRoot", "formRemainder", "formTruncatingRemainder", "addProduct"],
        "String": ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast",
                   "removeSubrange", "replaceSubrange", "reserveCapacity"],
        "Array": ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort",
                  "reverse", "shuffle", "swapAt", "removeSubrange", "replaceSubrange", "reserveCapacity"],
        "Set": ["insert", "remove", "removeAll", "removeFirst", "popFirst", "update", "formUnion",
                "formIntersection", "formSymmetricDifference", "subtract"],
        "Dictionary": ["removeValue", "updateValue", "merge", "removeAll", "popFirst", "reserveCapacity"],
    ]

    /// Refuses calling mutating method `name` of `base` (of type `baseType`) when `base`
    /// names a `let` constant, at the member's name, in swiftc's words.
    func refuseMutatingCallOnConstant(_ name: String, of baseType: SemaType, base: ExprSyntax, at node: some SyntaxProtocol) {
        guard let reference = base.as(DeclReferenceExprSyntax.self), isMutatingMethod(name, of: baseType) else { return }
        let constant = reference.baseName.bareText
        guard LetConstants.isLetConstant(constant, at: reference) else { return }
        error("cannot use mutating member on immutable value: '\(constant)' is a 'let' constant", at: node)
    }

    /// Whether every method `name` of a value of `t` is mutating: a standard one from the
    /// table, a struct's or enum's from its declarations.
    private func isMutatingMethod(_ name: String, of t: SemaType) -> Bool {
        switch t {
        case .array: return Self.standardMutatingMethods["Array"]!.contains(name)
        case .set: return Self.standardMutatingMethods["Set"]!.contains(name)
        case .dictionary: return Self.standardMutatingMethods["Dictionary"]!.contains(name)
        case .named(let n) where declarations.types[n] == nil:
            return Self.standardMutatingMethods[n]?.contains(name) == true
        case .named(let n):
            guard let kind = declarations.types[n]?.kind, kind == .structType || kind == .enumType,
                  case .found(let ms) = declarations.member(name, of: n) else { return false }
            return !ms.isEmpty && ms.allSatisfy { $0.kind == .method && $0.isMutating }
        default: return false
        }
    }
}
