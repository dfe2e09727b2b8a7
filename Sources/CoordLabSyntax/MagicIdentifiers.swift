import SwiftSyntax

/// Swift's magic identifier literals (`#function`, `#line`, `#column`, `#file`, `#fileID`,
/// `#filePath`): what each says at a place in the code, as swiftc spells it for a program
/// built as module `main`.
public enum MagicIdentifiers {
    /// The literals, by the name written after `#`.
    public static let names: Set<String> = ["function", "line", "column", "file", "fileID", "filePath"]

    /// The name of the literal `e` is (`function` for `#function`); nil for any other expression.
    public static func name(of e: ExprSyntax) -> String? {
        guard let m = e.as(MacroExpansionExprSyntax.self), m.arguments.isEmpty, m.trailingClosure == nil,
              names.contains(m.macroName.text) else { return nil }
        return m.macroName.text
    }

    /// Whether `e` is a parameter's whole default value: Swift then gives the caller's
    /// place (`func log(_ f: String = #function)` logs the calling function's name).
    public static func isDefaultArgument(_ e: ExprSyntax) -> Bool {
        e.parent?.as(InitializerClauseSyntax.self)?.parent?.is(FunctionParameterSyntax.self) == true
    }

    /// What `#function` says at `node`: the enclosing function, initializer, subscript or
    /// property (closures are transparent), the type's name in a stored property's initial
    /// value, and `main` at the top level.
    public static func functionName(at node: some SyntaxProtocol) -> String {
        var current = node.parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) {
                return f.name.text + labels(f.signature.parameterClause.parameters, subscript: false)
            }
            if let i = n.as(InitializerDeclSyntax.self) { return "init" + labels(i.signature.parameterClause.parameters, subscript: false) }
            if n.is(DeinitializerDeclSyntax.self) { return "deinit" }
            if let s = n.as(SubscriptDeclSyntax.self) { return "subscript" + labels(s.parameterClause.parameters, subscript: true) }
            if let b = n.as(PatternBindingSyntax.self), let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                if let accessors = b.accessorBlock, accessors.range.contains(node.position) { return name }
                if let owner = memberOwner(of: b) {
                    let isLazy = b.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.contains { $0.name.text == "lazy" } == true
                    return isLazy ? name : owner
                }
            }
            current = n.parent
        }
        return "main"
    }

    /// `(a:_:)`: the argument labels of parameters, `_` for none (a subscript's parameters
    /// have none unless written twice, `subscript(safe index: Int)`).
    private static func labels(_ parameters: FunctionParameterListSyntax, subscript isSubscript: Bool) -> String {
        let parts = parameters.map { p in
            let external = isSubscript && p.secondName == nil ? "_" : p.firstName.text
            return external + ":"
        }
        return "(" + parts.joined() + ")"
    }

    /// The name of the type whose stored property `binding` declares; nil for a global or local.
    private static func memberOwner(of binding: PatternBindingSyntax) -> String? {
        guard let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              let members = variable.parent?.parent?.as(MemberBlockItemListSyntax.self) else { return nil }
        let decl = members.parent?.parent
        if let c = decl?.as(ClassDeclSyntax.self) { return c.name.text }
        if let s = decl?.as(StructDeclSyntax.self) { return s.name.text }
        if let e = decl?.as(EnumDeclSyntax.self) { return e.name.text }
        if let x = decl?.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedDescription }
        return nil
    }

    /// The value of literal `name` at a place: the function name there, its line and
    /// column, the file as given, or `main/` and the file's own name.
    public static func value(of name: String, function: String, file: String, line: Int, column: Int) -> MagicValue {
        switch name {
        case "function": return .text(function)
        case "line": return .number(line)
        case "column": return .number(column)
        case "fileID": return .text("main/" + (file.split(separator: "/").last.map(String.init) ?? file))
        default: return .text(file)
        }
    }

    /// A magic literal's value: text or a number.
    public enum MagicValue: Equatable {
        case text(String)
        case number(Int)
    }
}
