import SwiftSyntax

/// `@main`: a type so marked that declares `static func main()` is where the program
/// starts. coordlab runs it as Swift does, by calling its `main()` after the declarations
/// (a program with one has no top-level code, which swiftc refuses next to it); an async
/// one is awaited, so the program's top level is async, as swiftc's async main is.
///
/// A `@main` type without a `main()` of its own (an app delegate, whose `main()` UIKit
/// gives) is left to the program's top-level code, as coordlab's apps are written.
public enum MainEntry {
    /// `files` with a call of the `@main` type's `main()` appended to the file declaring
    /// it; `files` as given when none has one. Throws swiftc's error when one also has
    /// top-level code.
    public static func adding(to files: [ParsedSource]) throws -> [ParsedSource] {
        for (k, file) in files.enumerated() {
            guard let (attribute, call, _) = entry(in: file.tree) else { continue }
            if files.contains(where: { f in f.tree.statements.contains(where: isCode) }) {
                throw CompileError("'main' attribute cannot be used in a module that contains top-level code",
                                   at: file.location(of: attribute))
            }
            var out = files
            out[k] = try ParsedSource(text: file.text + "\n" + call + "\n", fileName: file.fileName, firstLine: file.firstLine)
            return out
        }
        return files
    }

    /// Whether `file` declares a `@main` type with a `main()` of its own, which starts the
    /// program from the main actor.
    public static func declaresEntry(_ file: ParsedSource) -> Bool {
        textContains("@main", in: file.text) && entry(in: file.tree) != nil
    }

    /// The `@main` attribute of a type in `tree` that declares a static `main()`, the call
    /// that starts it (`try await App.main()` as its effects need), and the `main()`.
    static func entry(in tree: SourceFileSyntax) -> (AttributeSyntax, String, FunctionDeclSyntax)? {
        for item in tree.statements {
            guard let decl = item.item.as(DeclSyntax.self), let group = decl.asProtocol(DeclGroupSyntax.self),
                  let name = typeName(of: decl),
                  let attribute = group.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                    .first(where: { SwiftAttributes.name(of: $0) == "main" }) else { continue }
            // The type's `main()`, in its declaration or an extension.
            let main = tree.statements.lazy.compactMap { other -> FunctionDeclSyntax? in
                guard let d = other.item.as(DeclSyntax.self), typeName(of: d) == name,
                      let g = d.asProtocol(DeclGroupSyntax.self) else { return nil }
                return g.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first(where: isStaticMain)
            }.first
            guard let main else { continue }
            let effects = main.signature.effectSpecifiers
            let prefix = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
            return (attribute, "\(prefix)\(name).main()", main)
        }
        return nil
    }

    /// The name a type declaration or extension declares or extends.
    private static func typeName(of decl: DeclSyntax) -> String? {
        if let s = decl.as(StructDeclSyntax.self) { return s.name.text }
        if let c = decl.as(ClassDeclSyntax.self) { return c.name.text }
        if let e = decl.as(EnumDeclSyntax.self) { return e.name.text }
        if let x = decl.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedDescription }
        return nil
    }

    /// Whether `f` is `static func main()` (or `class func main()`), without parameters.
    private static func isStaticMain(_ f: FunctionDeclSyntax) -> Bool {
        f.name.text == "main" && f.signature.parameterClause.parameters.isEmpty
            && f.modifiers.contains { ["static", "class"].contains($0.name.text) }
    }

    /// Whether a top-level item is code that runs (a statement or an expression), not a
    /// declaration.
    private static func isCode(_ item: CodeBlockItemSyntax) -> Bool {
        !item.item.is(DeclSyntax.self)
    }
}
