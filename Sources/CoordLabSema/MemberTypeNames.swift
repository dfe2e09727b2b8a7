import SwiftSyntax

/// Written member types whose base is a declared type that has no member type of that name
/// (`Box<Int>.Shape`, `Screen.Route` without a `Route` in `Screen`), refused as swiftc
/// refuses them ("'Shape' is not a member type of generic struct 'main.Box<Swift.Int>'"):
/// coordlab would otherwise read the last name alone, the top-level `Shape`.
///
/// A framework's type (the prelude's `Publishers`) lacks members the real framework has:
/// those are refused as unsupported. Only certain cases are reported: a class, struct or enum whose supertypes are all
/// declared here (a standard protocol's associated types are not listed), none of which
/// holds the name as a nested type or alias.
enum MemberTypeNames {
    /// Each member type written in `file` whose name its base certainly lacks, with swiftc's message.
    static func missing(in file: SourceFileSyntax, _ declarations: Declarations) -> [(MemberTypeSyntax, String)] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.found.compactMap { m in
            let base = declarations.resolve(m.baseType, in: nil)
            let outer: String
            switch base {
            case .named(let n), .generic(let n, _): outer = n
            default: return nil
            }
            guard let decl = declarations.types[outer], decl.kind != .protocolType else { return nil }
            let name = m.name.bareText
            var holders = [outer]
            for s in decl.supertypes {
                guard case .named(let n) = s, declarations.types[n] != nil else { return nil }
                holders.append(n)
            }
            if holders.contains(where: { declarations.typeNamed(name, inside: $0) != nil }) { return nil }
            let kind: String
            switch decl.kind {
            case .classType: kind = "class"
            case .structType: kind = "struct"
            case .enumType: kind = "enum"
            case .protocolType: return nil
            }
            // A framework's type here has fewer members than the real one (`Publishers.Map`).
            if decl.isFramework { return (m, "coordlab does not support '\(m.baseType.trimmedDescription).\(m.name.text)' yet") }
            let generic = decl.genericParameters.isEmpty ? "" : "generic "
            return (m, "'\(name)' is not a member type of \(generic)\(kind) '\(qualified(base))'")
        }
    }

    /// How swiftc names a type in a diagnostic: with its module (`main.Box<Swift.Int>`, `[Swift.String]`).
    static func qualified(_ t: SemaType) -> String {
        switch t {
        case .named(let n): return (StandardTypes.names.contains(n) ? "Swift." : "main.") + n
        case .optional(let w): return qualified(w) + "?"
        case .array(let e): return "[\(qualified(e))]"
        case .slice(let e): return "Swift.ArraySlice<\(qualified(e))>"
        case .dictionary(let k, let v): return "[\(qualified(k)) : \(qualified(v))]"
        case .generic(let n, let args): return "main.\(n)<\(args.map(qualified).joined(separator: ", "))>"
        default: return t.description
        }
    }

    /// Collects every member type written in a file.
    private final class Finder: SyntaxVisitor {
        var found: [MemberTypeSyntax] = []
        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .visitChildren
        }
    }
}
