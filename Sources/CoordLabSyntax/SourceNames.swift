import SwiftSyntax

/// The names a source uses and the names its top level declares: what decides which of
/// the prelude's files a program needs before it is checked.
public struct SourceNames {
    /// Every identifier the code spells (`#selector` counts as `Selector`, the type it makes).
    public private(set) var used: Set<String> = []
    /// The names of its top-level declarations (types, functions, the first variable of each `var`/`let`).
    public private(set) var declared: Set<String> = []

    /// Names a construct needs that its code does not spell out.
    private static let impliedNames: [String: String] = ["selector": "Selector"]

    /// The names of `source`.
    public init(_ source: ParsedSource) {
        for item in source.tree.statements {
            if let name = Self.declaredName(item.item) { declared.insert(name) }
        }
        for token in source.tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind, let name = token.identifier?.name else { continue }
            used.insert(Self.impliedNames[name] ?? name)
        }
    }

    /// The name a top-level declaration introduces, if it is one.
    private static func declaredName(_ item: CodeBlockItemSyntax.Item) -> String? {
        guard let decl = item.as(DeclSyntax.self) else { return nil }
        if let d = decl.asProtocol(NamedDeclSyntax.self) { return d.name.text }
        if let v = decl.as(VariableDeclSyntax.self), let b = v.bindings.first,
           let p = b.pattern.as(IdentifierPatternSyntax.self) { return p.identifier.text }
        return nil
    }
}
