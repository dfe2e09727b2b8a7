import SwiftSyntax

/// Generic arguments written for a program's generic type (`Box<Double>`, `Box<Int>(3)`)
/// that do not meet its requirements (`struct Box<T: Screen>`): swiftc's error "type
/// 'Double' does not conform to protocol 'Screen'", at the type, before anything runs.
enum WrittenGenericArguments {
    /// The written specializations in `file` (types and expressions), in source order.
    static func written(in file: SourceFileSyntax) -> [Syntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.found
    }

    /// Walks a file for types and expressions spelled with generic arguments.
    private final class Finder: SyntaxVisitor {
        var found: [Syntax] = []
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if node.genericArgumentClause != nil { found.append(Syntax(node)) }
            return .visitChildren
        }
        override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
            if node.expression.is(DeclReferenceExprSyntax.self) { found.append(Syntax(node)) }
            return .visitChildren
        }
    }
}

extension BodyChecker {
    /// Reports each written specialization of a program's generic type in `file` whose
    /// arguments do not conform to what the type requires of them (one the checker cannot
    /// judge passes).
    func checkWrittenGenericArguments(in file: SourceFileSyntax) {
        for node in WrittenGenericArguments.written(in: file) {
            guard case .generic(let n, let args) = writtenType(node), let decl = declarations.types[n],
                  !decl.genericRequirements.isEmpty, decl.genericParameters.count == args.count else { continue }
            check: for (p, t) in zip(decl.genericParameters, args) {
                for required in decl.genericRequirements[p] ?? [] where conformance(of: t, to: required) == false {
                    error("type '\(t)' does not conform to protocol '\(required)'", at: node)
                    break check
                }
            }
        }
    }

    /// The type a written specialization names, outside any type's scope (a name the
    /// checker cannot resolve there is unknown, and passes).
    private func writtenType(_ node: Syntax) -> SemaType {
        if let t = node.as(IdentifierTypeSyntax.self) { return declarations.resolve(TypeSyntax(t), in: nil) }
        guard let s = node.as(GenericSpecializationExprSyntax.self), let r = s.expression.as(DeclReferenceExprSyntax.self),
              case .named(let n)? = declarations.typeNamed(r.baseName.bareText, from: nil) else { return .unknown }
        return .generic(n, s.genericArgumentClause.arguments.map {
            declarations.resolve($0.argument.as(TypeSyntax.self), in: nil)
        })
    }
}
