import CoordLabSyntax

/// `let (x, y) = f()`: evaluates the tuple once, then declares each name from its element,
/// left to right; the tuple itself is a statement temporary, so afterwards the names hold
/// the only references its elements had.
final class DestructureStmt: Stmt {
    let value: Expr
    /// One declaration per element; nil for `_`.
    let decls: [VarDeclStmt?]
    /// The element each declaration reads while it runs.
    let elements: [PendingElement?]
    init(value: Expr, decls: [VarDeclStmt?], elements: [PendingElement?], loc: CodeLocation) {
        self.value = value
        self.decls = decls
        self.elements = elements
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        if let t = value as? TupleLiteral, t.elements.count == decls.count { return try declareEach(of: t, i) }
        let mark = i.temps.count
        let v = try value.eval(i)
        guard case .tuple(let t) = v, t.elements.count == decls.count else {
            throw Trap("coordlab does not support destructuring this value yet", at: loc)
        }
        for (k, d) in decls.enumerated() {
            guard let d, let e = elements[k] else { continue }
            e.current = t.elements[k]
            defer { e.current = .void }
            _ = try d.exec(i)
        }
        try i.releaseTemporaries(to: mark)
        return .normal
    }

    /// `let (a, _) = (A(), B())`: each element goes straight to its name in turn, as Swift
    /// emits a tuple literal into a tuple pattern; an element bound to `_` is freed before
    /// the next one is made.
    private func declareEach(of t: TupleLiteral, _ i: Interpreter) throws -> Completion {
        for (k, element) in t.elements.enumerated() {
            let mark = i.temps.count
            if let d = decls[k], let e = elements[k] {
                e.current = try element.eval(i)
                defer { e.current = .void }
                _ = try d.exec(i)
            } else {
                try Discard.ignore(element, i)
            }
            try i.releaseTemporaries(to: mark)
        }
        return .normal
    }
}

/// The element of the tuple being destructured that one name is declared from.
final class PendingElement: Expr {
    /// Set by `DestructureStmt` just before the declaration runs.
    var current: Value = .void
    override func eval(_ i: Interpreter) throws -> Value { current }
}

/// A tuple going where its type has labels (`return pair` from `-> (x: Int, y: Int)`): the
/// same elements under the type's labels.
final class RelabelTuple: Expr {
    let inner: Expr
    let labels: [String]
    init(inner: Expr, labels: [String], loc: CodeLocation) {
        self.inner = inner
        self.labels = labels
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let v = try inner.eval(i)
        guard case .tuple(let t) = v, t.labels != labels, t.elements.count == labels.count else { return v }
        return i.tupleOf(t.elements, labels: labels)
    }
    override func isOptional(_ i: Interpreter) -> Bool { inner.isOptional(i) }
}
