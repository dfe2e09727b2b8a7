import SwiftSyntax

/// Hashing: a set's element type must be Hashable (`Set<Screen>` for a class or struct of
/// the program that is not is refused in swiftc's words, at the `Set` it is written with).
/// coordlab finds elements without running `hash(into:)`; hash values (`hashValue`, a
/// `Hasher` of the program's) are the prelude's `Hasher`'s, while `AnyHashable` is refused by name.
extension BodyChecker {
    /// Checks every `Set<T>` written in `tree`, as a type or as a call (`Set<T>()`), and
    /// refuses `AnyHashable`, and `Hasher` used as a value where the prelude's is not loaded.
    func checkSetElements(in tree: some SyntaxProtocol) {
        for token in tree.tokens(viewMode: .sourceAccurate) where token.text == "AnyHashable" || token.text == "Hasher" {
            guard declarations.types[token.text] == nil, case .identifier = token.tokenKind else { continue }
            // `inout Hasher` in `hash(into:)` is only a parameter's type.
            if token.text == "AnyHashable" || token.parent?.is(DeclReferenceExprSyntax.self) == true {
                unsupported(token.text, at: token)
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) where token.text == "Set" {
            var argument: TypeSyntax?
            if let t = token.parent?.as(IdentifierTypeSyntax.self), let clause = t.genericArgumentClause,
               clause.arguments.count == 1 {
                argument = clause.arguments.first?.argument.as(TypeSyntax.self)
            } else if let s = token.parent?.parent?.as(GenericSpecializationExprSyntax.self),
                      s.genericArgumentClause.arguments.count == 1 {
                argument = s.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self)
            }
            guard let argument, declarations.types["Set"] == nil,
                  case .named(let n) = declarations.resolve(argument, in: nil), isKnownNotHashable(n) else { continue }
            error("type '\(n)' does not conform to protocol 'Hashable'", at: token)
        }
    }

    /// Checks every dictionary type written in `tree` (`[Money: Int]`, `Dictionary<K, V>`)
    /// whose key is a class or struct of the program that is not Hashable: refused in
    /// swiftc's words, at the type.
    func checkDictionaryKeys(in tree: some SyntaxProtocol) {
        guard declarations.types["Dictionary"] == nil else { return }
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .leftSquare || token.text == "Dictionary" {
            var key: TypeSyntax?
            if let d = token.parent?.as(DictionaryTypeSyntax.self) {
                key = d.key
            } else if let t = token.parent?.as(IdentifierTypeSyntax.self), let clause = t.genericArgumentClause,
                      clause.arguments.count == 2 {
                key = clause.arguments.first?.argument.as(TypeSyntax.self)
            }
            guard let key, case .named(let n) = declarations.resolve(key, in: nil), isKnownNotHashable(n) else { continue }
            error("type '\(n)' does not conform to protocol 'Hashable'", at: token)
        }
    }

    /// Whether `n` is a class or struct the checker knows completely that is not Hashable
    /// (an NSObject subclass is, as in Swift).
    func isKnownNotHashable(_ n: String) -> Bool {
        guard let d = declarations.types[n], d.kind == .classType || d.kind == .structType, !d.isOpaque,
              hasKnownSupertypes(n) else { return false }
        return !declarations.inherits(n, from: "Hashable") && !declarations.inherits(n, from: "NSObject")
    }
}

extension SemaType {
    /// The standard library's types whose `hashValue` coordlab gives (numbers, strings,
    /// characters, Booleans, and arrays, sets and dictionaries of them). Not an Optional's:
    /// Swift hashes `Optional(4)` unlike `4`, and coordlab keeps an Optional as its value.
    var isStandardHashable: Bool {
        switch self {
        case .named(let n):
            return ["Int", "Double", "Float", "CGFloat", "Bool", "String", "Character", "Substring", "ObjectIdentifier"].contains(n)
                || SizedInteger.named(n) != nil
        case .array(let w), .set(let w): return w.isStandardHashable
        case .dictionary(let k, let v): return k.isStandardHashable && v.isStandardHashable
        default: return false
        }
    }
}
