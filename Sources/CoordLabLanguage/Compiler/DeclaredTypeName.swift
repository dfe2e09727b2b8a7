import SwiftSyntax

extension CodeBlockItemSyntax.Item {
    /// The name a top-level type declaration (or type alias) introduces; nil for any other item.
    var declaredTypeName: String? {
        guard let decl = self.as(DeclSyntax.self) else { return nil }
        if let c = decl.as(ClassDeclSyntax.self) { return c.name.text }
        if let s = decl.as(StructDeclSyntax.self) { return s.name.text }
        if let e = decl.as(EnumDeclSyntax.self) { return e.name.text }
        if let p = decl.as(ProtocolDeclSyntax.self) { return p.name.text }
        if let a = decl.as(TypeAliasDeclSyntax.self) { return a.name.text }
        return nil
    }
}
