import CoordLabSyntax

/// `(a, b) = value`: the targets are found first, left to right, then the value is made
/// (a tuple, a statement temporary), then each target stores its element in order, as
/// Swift's assignment of a tuple does.
final class TupleAssign: Expr {
    let targets: [LValue]
    let value: Expr
    init(targets: [LValue], value: Expr, loc: CodeLocation) {
        self.targets = targets
        self.value = value
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let refs = try targets.map { try $0.resolve(i) }
        guard case .tuple(let t) = try value.eval(i), t.elements.count == refs.count else {
            throw Trap("cannot assign a value of another shape to this tuple", at: loc)
        }
        for (k, ref) in refs.enumerated() {
            try i.write(i.coerce(t.elements[k], to: targets[k].spec), to: ref, at: loc)
        }
        return .void
    }
}
