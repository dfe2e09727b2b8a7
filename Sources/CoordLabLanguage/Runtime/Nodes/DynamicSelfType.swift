/// `Self` as a value: the dynamic type of `self` (in a `class func`, the class it was called
/// on), so `Self(name:)`, `Self.init` and `Self.member` reach a subclass's.
final class DynamicSelfType: Expr {
    /// Reads `self`: an instance, or a metatype in static and class members.
    let selfValue: Expr
    init(selfValue: Expr, loc: CodeLocation) {
        self.selfValue = selfValue
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let v = try selfValue.eval(i)
        if case .metatype = v { return v }
        return .metatype(i.typeRef(of: v))
    }
}
