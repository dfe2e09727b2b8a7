/// `a <> b` where `a` is known only by a protocol with the operator as a requirement: the
/// operator of the type `a` has when it runs, as Swift's witness table gives it.
final class WitnessOperatorCall: Expr {
    let name: String
    let lhs: Expr
    let rhs: Expr
    init(name: String, lhs: Expr, rhs: Expr, loc: CodeLocation) {
        self.name = name
        self.lhs = lhs
        self.rhs = rhs
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let a = try lhs.eval(i)
        let b = try rhs.eval(i)
        return try i.callMethod(on: .metatype(i.typeRef(of: a)), name, [a, b], labels: [nil, nil], trailing: 0, at: loc).0
    }
}
