import SwiftSyntax

/// Sets: an array literal where a `Set` is expected, and Set's initializers (`Set<Int>()`,
/// `Set([1, 2])`, `Set(names)`). A literal or call typed as a set is recorded, so that the
/// compiler makes a set of it.
extension BodyChecker {
    /// `[a, b]` where a `Set<element>` is expected: a set of the element type, or of its
    /// elements' one type (`let s: Set = [1, 2]`).
    func setLiteralType(_ a: ArrayExprSyntax, element: SemaType) -> SemaType {
        let inner = arrayLiteralType(a, expected: .array(element))
        var result = SemaType.set(element)
        if element == .unknown, case .array(let e) = inner { result = .set(e) }
        if recording { expressionTypes[a.id] = result }
        return result
    }

    /// `Set(…)` or `Set<element>(…)`: an empty set, or one made of a sequence's elements.
    /// Other initializers are refused.
    func setInitializerType(element written: SemaType, call: CallArguments, expected: SemaType,
                            at node: some SyntaxProtocol) -> SemaType {
        var element = written
        if element == .unknown, case .set(let e) = expected.unwrapped { element = e }
        switch call.arguments.count {
        case 0:
            return element == .unknown ? .unknown : .set(element)
        case 1 where call.arguments[0].label == nil:
            let argument = call.arguments[0].expression
            let t = type(argument, expected: element == .unknown ? .unknown : .array(element))
            if element != .unknown { return .set(element) }
            switch t {
            case .array(let e), .set(let e): return e == .unknown ? .unknown : .set(e)
            case .string, .named("Substring"):
                return .set(.character)
            case .dictionary:
                // Its `(key:, value:)` pairs are not Hashable.
                error("no exact matches in call to initializer", at: node)
                return .unknown
            default:
                let isRange = argument.as(InfixOperatorExprSyntax.self).map {
                    ["..<", "..."].contains($0.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
                } ?? false
                return isRange ? .set(.int) : .unknown
            }
        default:
            let labels = call.arguments.map { ($0.label ?? "_") + ":" }.joined()
            unsupported("'Set.init(\(labels))'", at: node)
            typeArguments(call, parameters: nil)
            return .unknown
        }
    }

    /// The element type written in `Set<T>`, if `s` is a specialization of the standard `Set`.
    func writtenSetElement(_ s: GenericSpecializationExprSyntax) -> SemaType? {
        guard s.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Set", declarations.types["Set"] == nil,
              s.genericArgumentClause.arguments.count == 1 else { return nil }
        return declarations.resolve(s.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self), in: selfType)
    }
}
