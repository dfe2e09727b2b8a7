import CoordLabSyntax
import SwiftSyntax

/// `typealias`: coordlab keeps a written type's name and does not resolve aliases, so it
/// accepts only aliases whose name behaves as the aliased type does for the runtime.
extension Compiler {
    /// Type names an alias may use: their values never depend on the declared type.
    private static let plainAliasTargets: Set<String> = ["Int", "String", "Bool", "Character", "Void", "Array", "Dictionary", "Set"]

    /// Throws for an alias coordlab would run differently from Swift: of `Double` (literals
    /// would stay integers), of optionals, classes or protocols (printing, release order
    /// and dispatch read the declared type). Aliases of function types are accepted.
    func checkTypeAlias(_ a: TypeAliasDeclSyntax) throws {
        try rejectGenerics(a.genericParameterClause, a.genericWhereClause)
        var target = a.initializer.value
        while true {
            if let t = target.as(AttributedTypeSyntax.self) { target = t.baseType; continue }
            if let t = target.as(TupleTypeSyntax.self), t.elements.count == 1, let only = t.elements.first { target = only.type; continue }
            break
        }
        if target.is(FunctionTypeSyntax.self) { return }
        let plain = target.tokens(viewMode: .sourceAccurate).allSatisfy { tok in
            switch tok.tokenKind {
            case .identifier(let n): return Compiler.plainAliasTargets.contains(n)
            case .leftSquare, .rightSquare, .colon, .leftAngle, .rightAngle, .comma: return true
            default: return false
            }
        }
        if !plain { throw CompileError.unsupported("typealias of '\(a.initializer.value.trimmedDescription)'", at: loc(a)) }
    }
}
