import CoordLabSyntax

/// `(a, b) = value`: the targets are found first, left to right, then the value is made
/// (a tuple, a statement temporary), then each target stores its element in order, as
/// Swift's assignment of a tuple does.
///
/// A `_` target (nil in `targets`) drops its element where Swift destroys it: an element
/// of a tuple literal right after it is made, before the next one is evaluated; an element
/// of any other tuple (a call's result) once the tuple is made, last first, before the stores.
final class TupleAssign: Expr {
    let targets: [LValue?]
    /// How the value is made.
    let value: Source

    /// The right-hand side: a tuple literal's elements one by one, or any tuple expression.
    enum Source {
        case literal([Expr])
        case expression(Expr)
    }

    init(targets: [LValue?], value: Source, loc: CodeLocation) {
        self.targets = targets
        self.value = value
        super.init(loc: loc)
    }

    override func eval(_ i: Interpreter) throws -> Value {
        let refs = try targets.map { try $0?.resolve(i) }
        let elements = try makeElements(i)
        guard elements.count == refs.count else {
            throw Trap("cannot assign a value of another shape to this tuple", at: loc)
        }
        for (k, ref) in refs.enumerated() {
            guard let ref, let target = targets[k] else { continue }
            try i.write(i.coerce(elements[k], to: target.spec), to: ref, at: loc)
        }
        return .void
    }

    /// The elements the stores take; what a `_` target drops is released already.
    private func makeElements(_ i: Interpreter) throws -> [Value] {
        switch value {
        case .literal(let exprs):
            var out: [Value] = []
            for (k, e) in exprs.enumerated() {
                let mark = i.temps.count
                let v = try e.eval(i)
                if targets[k] == nil {
                    try i.releaseTemporaries(to: mark)
                    out.append(.void)
                } else {
                    out.append(v)
                }
            }
            return out
        case .expression(let e):
            guard case .tuple(let t) = try e.eval(i) else {
                throw Trap("cannot assign a value of another shape to this tuple", at: loc)
            }
            // A tuple made here is held only by its temporary: its dropped elements go now,
            // last first. One read from storage is still held there; a dropped copy is nothing.
            if t.rc == 1 {
                for (k, target) in targets.enumerated().reversed() where target == nil && k < t.elements.count {
                    let dropped = t.elements[k]
                    t.elements[k] = .void
                    try i.release(dropped)
                }
            }
            return t.elements
        }
    }
}
