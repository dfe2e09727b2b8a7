import SwiftSyntax

/// Modifiers a top-level declaration cannot have, refused in swiftc's words: `static` and
/// `class` belong to a type's members, and a global is lazy already (`lazy var` at the top
/// level ran eagerly before, as if the word were not there).
enum TopLevelModifiers {
    /// Each misplaced modifier among `file`'s top-level declarations, with where swiftc
    /// reports it and its message, in source order.
    static func misplaced(in file: SourceFileSyntax) -> [(Syntax, String)] {
        var found: [(Syntax, String)] = []
        for item in file.statements {
            if let v = item.item.as(VariableDeclSyntax.self) {
                for m in v.modifiers {
                    switch m.name.text {
                    case "lazy": found.append((Syntax(m), "'lazy' cannot be used on an already-lazy global"))
                    case "static", "class":
                        found.append((Syntax(v.bindingSpecifier), "\(m.name.text) properties may only be declared on a type"))
                    default: break
                    }
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
