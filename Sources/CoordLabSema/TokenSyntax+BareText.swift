import SwiftSyntax

public extension TokenSyntax {
    /// The name a token spells, without the backticks of an escaped keyword
    /// (`` `default` `` names `default`).
    var bareText: String {
        let t = text
        guard t.count >= 2, t.hasPrefix("`"), t.hasSuffix("`") else { return t }
        return String(t.dropFirst().dropLast())
    }
}
