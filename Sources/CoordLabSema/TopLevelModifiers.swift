import SwiftSyntax

/// Modifiers a top-level declaration cannot have, refused in swiftc's words: `static` and
/// `class` belong to a type's members (a top-level `static var` ran as a plain global).
///
/// A top-level `lazy var` stays accepted, made at once: a REPL session keeps its globals
/// that way, and `:export` writes them without the word (see `LinuxSwift`).
enum TopLevelModifiers {
    /// Each misplaced modifier among `file`'s top-level declarations, with where swiftc
    /// reports it and its message, in source order.
    static func misplaced(in file: SourceFileSyntax) -> [(Syntax, String)] {
        var found: [(Syntax, String)] = []
        for item in file.statements {
            if let v = item.item.as(VariableDeclSyntax.self) {
                for m in v.modifiers where ["static", "class"].contains(m.name.text) {
                    found.append((Syntax(v.bindingSpecifier), "\(m.name.text) properties may only be declared on a type"))
                }
            } else if let f = item.item.as(FunctionDeclSyntax.self) {
                for m in f.modifiers where ["static", "class"].contains(m.name.text) {
                    found.append((Syntax(f.funcKeyword), "\(m.name.text) methods may only be declared on a type"))
                }
            }
        }
        return found
    }
}
