import CoordLabSyntax

/// `object[keyPath: path]`: calls the key path's reading closure with the object.
final class KeyPathRead: Expr {
    let base: Expr
    let keyPath: Expr
    init(base: Expr, keyPath: Expr, loc: CodeLocation) {
        self.base = base
        self.keyPath = keyPath
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let object = try base.eval(i)
        return try i.callKeyPath(try keyPath.eval(i), "read", [object], at: loc)
    }
}

/// `object[keyPath: path] = value`: calls a `ReferenceWritableKeyPath`'s writing closure.
final class KeyPathWrite: Expr {
    let base: Expr
    let keyPath: Expr
    let value: Expr
    init(base: Expr, keyPath: Expr, value: Expr, loc: CodeLocation) {
        self.base = base
        self.keyPath = keyPath
        self.value = value
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let object = try base.eval(i)
        let path = try keyPath.eval(i)
        _ = try i.callKeyPath(path, "write", [object, try value.eval(i)], at: loc)
        return .void
    }
}

extension Interpreter {
    /// Calls the closure a key path keeps under `name` (`read`, `write`).
    func callKeyPath(_ path: Value, _ name: String, _ args: [Value], at loc: CodeLocation) throws -> Value {
        guard case .closure(let c) = try member(of: path, name, at: loc).0 else {
            throw Trap("coordlab does not support writing through this key path yet (only a class's property path)", at: loc)
        }
        return try callClosure(c, args, at: loc)
    }
}
