import SwiftSyntax

/// A program's type that conforms to one of Swift's literal protocols
/// (`ExpressibleByFloatLiteral`, `ExpressibleByStringLiteral`, …): a literal where such a
/// type is expected makes an instance through `init(floatLiteral:)`, which coordlab does not
/// do; it is refused as unsupported instead of as a conversion Swift has no error for.
extension BodyChecker {
    /// The literal protocol that type `name` (or a supertype of it) conforms to, if any.
    func literalProtocol(of name: String) -> String? {
        var seen: Set<String> = []
        var pending = [name]
        while let n = pending.popLast() {
            guard seen.insert(n).inserted, let decl = declarations.types[n] else { continue }
            for inherited in decl.inherited {
                let base = String(inherited.prefix { $0 != "<" })
                if base.hasPrefix("ExpressibleBy"), base.hasSuffix("Literal"), declarations.types[base] == nil { return base }
                pending.append(base)
            }
        }
        return nil
    }

    /// Refuses a value converted to a type conforming to a literal protocol, returning
    /// whether it did.
    func refuseLiteralConversion(to target: SemaType, at node: some SyntaxProtocol) -> Bool {
        guard let n = target.unwrapped.nominalName, let p = literalProtocol(of: n) else { return false }
        unsupported("making a '\(n)' from a literal through its conformance to '\(p)'", at: node)
        return true
    }
}
