import CoordLabSyntax

/// `dictionary[key, default: value]` read: the stored value, or the default when the key
/// is missing (the default is evaluated only then, as Swift's autoclosure is).
final class DefaultSubscriptRead: ConsumingExpr {
    let base: Expr
    let key: Expr
    let fallback: Expr
    init(base: Expr, key: Expr, fallback: Expr, loc: CodeLocation) {
        self.base = base
        self.key = key
        self.fallback = fallback
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        let b = try base.eval(i)
        guard case .dictionary(let d) = b else {
            throw Trap.unsupportedMember(i.typeName(of: b), "subscript(_:default:)", at: loc)
        }
        let k = try i.canonicalKey(try key.eval(i), in: d, at: loc)
        if let v = d.value(for: k) { return i.copyForStatement(v) }
        return try fallback.eval(i)
    }
}

/// `dictionary[key, default: value]` as an assignment target (`+=`, `.append`): a missing
/// key first gets the default, then the write or mutation goes to that entry.
final class DefaultSubscriptLValue: LValue {
    let base: LValue
    let key: Expr
    let fallback: Expr
    init(base: LValue, key: Expr, fallback: Expr, loc: CodeLocation) {
        self.base = base
        self.key = key
        self.fallback = fallback
        super.init(loc: loc)
    }
    override func resolve(_ i: Interpreter) throws -> StorageRef {
        let ref = try base.resolve(i)
        let written = try key.eval(i)
        let b = try i.read(ref, at: loc)
        guard case .dictionary(let d) = b else {
            throw Trap.unsupportedMember(i.typeName(of: b), "subscript(_:default:)", at: loc)
        }
        let k = try i.canonicalKey(written, in: d, at: loc)
        // A property whose writes run code (observers, a setter, `@Published`): read once,
        // the default put in a copy of its own, written back once, as Swift's get, modify,
        // set runs its `didSet` once (see `StorageRef.snapshot`).
        if case .accessor(let p) = ref {
            let box = Box(value: b, kind: .strong, name: p.name)
            if d.value(for: k) == nil {
                var v = b
                i.retain(v)
                i.makeUnique(&v)
                guard case .dictionary(let own) = v else { return .entry(ref, k) }
                let mark = i.temps.count
                let fallbackValue = try fallback.eval(i)
                i.retain(fallbackValue)
                i.retain(k)
                own.set(fallbackValue, for: k)
                try i.releaseTemporaries(to: mark)
                box.value = v
                i.keepUntilEndOfStatement(v)
            }
            return .entry(.snapshot(box, p), k)
        }
        if d.value(for: k) == nil {
            let mark = i.temps.count
            try i.write(try fallback.eval(i), to: .entry(ref, k), at: loc)
            try i.releaseTemporaries(to: mark)
        }
        return .entry(ref, k)
    }
}
