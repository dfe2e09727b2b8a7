import CoordLabSyntax

/// An array, a dictionary, a set or a tuple put into an `Any`: the value as it is, its
/// storage marked with the static type the checker found (`Array<Int>`), which its
/// elements cannot tell once the `Any` holds it (an empty array, an `[Any]` of Ints) and
/// which `type(of:)` of the `Any` prints.
///
/// Storage shared by values of two static types (an `[Int]` and the `[Any]` made from it)
/// keeps the first type it was put into an `Any` as.
final class ErasedContainer: Expr {
    let operand: Expr
    let spelled: String
    init(operand: Expr, spelled: String, loc: CodeLocation) {
        self.operand = operand
        self.spelled = spelled
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let v = try operand.eval(i)
        switch v {
        case .array(let b) where b.erasedTypeName == nil: b.erasedTypeName = spelled
        case .dictionary(let d) where d.erasedTypeName == nil: d.erasedTypeName = spelled
        case .set(let s) where s.erasedTypeName == nil: s.erasedTypeName = spelled
        case .tuple(let t) where t.erasedTypeName == nil: t.erasedTypeName = spelled
        default: break
        }
        return v
    }
    override func isOptional(_ i: Interpreter) -> Bool { operand.isOptional(i) }
}
