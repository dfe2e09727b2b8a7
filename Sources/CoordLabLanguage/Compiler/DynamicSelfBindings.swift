import CoordLabSema

/// Generic calls in a class's methods that return `Self`: there Swift types `self` as the
/// dynamic `Self` (`type(of: self)` is `Self.Type`), so a call like
/// `makeInstance(type(of: self))` binds its generic parameter to the subclass running,
/// while coordlab's checker types `self` as the class itself.
extension Compiler {
    /// Refuses a generic call whose bindings name the class whose `Self`-returning method
    /// (or closure in one) makes it, when a subclass could be running: the binding would be
    /// the class instead of the subclass.
    func refuseDynamicSelfBinding(_ bindings: [(parameter: String, argument: SemaType)], in ctx: FunctionContext,
                                  at l: CodeLocation) throws {
        guard typed?.isFramework != true, let method = enclosingMember(ctx), method.code?.returnSpec.name == "Self",
              let c = method.selfType as? ClassType, hasSubclass(c),
              bindings.contains(where: { $0.argument.mentions(c.name) }) else { return }
        throw CompileError.unsupported("binding a generic parameter to the dynamic 'Self' type of '\(c.name)' (a call taking 'self' or 'type(of: self)' in a method returning 'Self')", at: l)
    }

    /// The method, class method or accessor whose body (or closure or local function
    /// inside it) `ctx` compiles.
    private func enclosingMember(_ ctx: FunctionContext) -> FunctionContext? {
        var current: FunctionContext? = ctx
        while let c = current, let code = c.code {
            if code.kind != .closure { return code.hasSelf ? c : nil }
            current = c.parent
        }
        return nil
    }

    /// Whether the program declares a subclass of `c`.
    private func hasSubclass(_ c: ClassType) -> Bool {
        interpreter.types.values.contains { ref in
            guard case .classType(let other) = ref, other !== c else { return false }
            var s = other.superclass
            while let sup = s {
                if sup === c { return true }
                s = sup.superclass
            }
            return other.superclassName == c.name
        }
    }
}

extension SemaType {
    /// Whether the type names the nominal type `name` anywhere (`Base`, `[Base]`, `Base.Type`).
    func mentions(_ name: String) -> Bool {
        switch self {
        case .named(let n): return n == name
        case .generic(let n, let args): return n == name || args.contains { $0.mentions(name) }
        case .optional(let t), .array(let t), .slice(let t), .set(let t), .metatype(let t): return t.mentions(name)
        case .dictionary(let k, let v): return k.mentions(name) || v.mentions(name)
        case .tuple(let es): return es.contains { $0.type.mentions(name) }
        case .function(let ps, let r): return ps.contains { $0.mentions(name) } || r.mentions(name)
        case .parameter, .unknown: return false
        }
    }
}
