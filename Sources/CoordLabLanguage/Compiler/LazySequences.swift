import CoordLabSyntax
import SwiftSyntax

/// `x.reversed()`, `x.enumerated()`, `zip(a, b)`, `repeatElement(x, count: n)` and `joined()` of an array of arrays give lazy
/// wrappers in Swift that print as `ReversedCollection<…>(_base: …)`; coordlab makes arrays of them. Iterating, `Array(…)`
/// and `String(…)` agree; printing or keeping one in a variable would not, so those are refused.
/// (`.lazy` chains are `LazyPipelines`'.)
extension Compiler {
    /// The calls whose results are lazy wrappers, by member name (no arguments).
    static let lazyMembers: Set<String> = ["reversed", "enumerated"]

    /// The members that cut a slice of a collection: of a lazy wrapper, a wrapper too
    /// (`xs.reversed().prefix(2)` is a `Slice<ReversedCollection<[Int]>>`).
    static let slicingMembers: Set<String> = ["dropFirst", "dropLast", "prefix", "suffix"]

    /// Refuses `e` when it is directly a call whose result is a lazy wrapper.
    func rejectLazySequence(_ e: ExprSyntax, _ use: String) throws {
        if let name = lazySequenceName(e) {
            throw CompileError("coordlab does not support \(use) the lazy sequence '\(name)' returns yet (wrap it in Array(…))", at: loc(e))
        }
    }

    /// How the call `e` that makes a lazy wrapper is named (`reversed()`,
    /// `reversed().prefix(_:)`); nil when `e` makes none.
    private func lazySequenceName(_ e: ExprSyntax) -> String? {
        if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
           let base = m.base, Self.slicingMembers.contains(m.declName.baseName.text), let wrapper = lazySequenceName(base) {
            return "\(wrapper).\(m.declName.baseName.text)(\(c.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()))"
        }
        if let c = e.as(FunctionCallExprSyntax.self), c.arguments.isEmpty, c.trailingClosure == nil, typed?.reversesIntoArray(c) != true {
            // A program's sequence's or forward collection's `reversed()` is an array (the
            // checker refuses a bidirectional collection's).
            if let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base,
               !(m.declName.baseName.text == "reversed" && isOwnSequence(base)),
               Self.lazyMembers.contains(m.declName.baseName.text) || m.declName.baseName.text == "joined" && joinsArrays(base) {
                return m.declName.baseName.text + "()"
            }
        }
        if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base,
           OwnSequences.wrapperMembers.contains(m.declName.baseName.text), c.trailingClosure == nil,
           c.arguments.allSatisfy({ $0.label == nil }),
           isOwnSequence(base) {
            return m.declName.baseName.text + "(" + c.arguments.map { _ in "_:" }.joined() + ")"
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "indices", let base = m.base, isOwnCollection(base) {
            return "indices"
        }
        if let c = e.as(FunctionCallExprSyntax.self), c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "zip" {
            return "zip(_:_:)"
        }
        if let c = e.as(FunctionCallExprSyntax.self), c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "repeatElement" {
            return "repeatElement(_:count:)"
        }
        return nil
    }

    /// Whether the checker found `base` to be an array of arrays (whose `joined()` is a
    /// `FlattenSequence`, where an array of strings' is a String).
    private func joinsArrays(_ base: ExprSyntax) -> Bool {
        guard case .array(.array)? = typed?.type(of: base) else { return false }
        return true
    }
}
