import CoordLabSyntax

/// Calling functions, closures and methods: arguments arranged for the parameters, then run.
extension Interpreter {
    /// Fills in defaulted parameters and converts literals to each parameter's type.
    func arrange(_ args: [Value], for code: FunctionCode, map: [Int?], defaults: FunctionCode? = nil) throws -> [Value] {
        if code.takesArgumentsInOrder(map, count: args.count) { return args }
        var out: [Value] = []
        out.reserveCapacity(code.params.count)
        for (k, (p, m)) in zip(code.params, map).enumerated() {
            if p.isVariadic {
                out.append(packVariadic(args, from: m, upTo: map[(k + 1)...].lazy.compactMap { $0 }.first ?? args.count, p))
            } else if let a = m {
                out.append(coerce(args[a], to: p.spec))
            } else if let d = defaults?.params[k].defaultValue ?? p.defaultValue {
                out.append(coerce(try d.eval(self), to: p.spec))
            } else {
                out.append(p.spec.isOptional ? .none : .void)
            }
        }
        return out
    }

    /// The arguments `args[from..<end]` of a variadic parameter as one array (a statement
    /// temporary, as Swift's is); an empty one when `from` is nil.
    ///
    /// Swift moves the arguments' temporaries into the array it makes at the argument's
    /// place: they are released with it, in index order, among the call's other temporaries.
    private func packVariadic(_ args: [Value], from: Int?, upTo end: Int, _ p: Parameter) -> Value {
        guard let from else { return newArray([]) }
        let items = args[from..<end].map { coerce($0, to: p.spec) }
        var moved = Set<Int>()
        var cursor = temps.count - 1
        for item in items.reversed() where isCounted(item) {
            var k = cursor
            while k >= 0, moved.contains(k) || !sameReference(temps[k], item) { k -= 1 }
            if k >= 0 { moved.insert(k); cursor = k - 1 } else { retain(item) }
        }
        let array = Value.array(ArrayBuffer(items))
        guard let place = moved.min() else {
            temps.append(array)
            return array
        }
        let above = temps.removeAll(from: place)
        temps.append(array)
        for (k, v) in above.enumerated() where !moved.contains(place + k) { temps.append(v) }
        return array
    }

    /// Pushes a frame for `code` with `args`, already arranged, in its parameter slots.
    func pushFrame(for code: FunctionCode, args: [Value]) -> Frame {
        let f = stack.push(count: code.slotCount)
        for (k, a) in args.enumerated() { f.slots[code.firstParamSlot + k] = a }
        return f
    }

    /// Calls `code` with arguments given by label; the result is a statement temporary.
    func call(_ code: FunctionCode, self selfValue: Value?, args: [Value], labels: [String?],
              trailing: Int, captures: [Value] = [], at loc: CodeLocation) throws -> Value {
        guard let map = code.match(labels: labels, trailing: trailing) else {
            throw Trap("no '\(code.name)' accepting (\(labels.map { ($0 ?? "_") + ":" }.joined()))", at: loc)
        }
        let r = try invoke(code, self: selfValue, args: try arrange(args, for: code, map: map), captures: captures)
        keepUntilEndOfStatement(r)
        return r
    }

    /// Calls a closure value with positional arguments; the result is a statement temporary.
    func callClosure(_ c: Closure, _ args: [Value], at loc: CodeLocation) throws -> Value {
        try refuseUndeclaredInout(args, for: c.code, at: loc)
        let r: Value
        if c.bindsSelf {
            r = try invoke(c.code, self: c.captures[0], args: try arrange(args, for: c.code,
                           map: c.code.params.indices.map { $0 < args.count ? $0 : nil }))
        } else {
            var a = args
            // A closure of several parameters where a function of one tuple is expected
            // (`pairs.forEach { n, s in … }`) takes the tuple's elements, as in Swift.
            if a.count == 1, c.code.params.count > 1, case .tuple(let t) = a[0], t.elements.count == c.code.params.count {
                a = t.elements
            }
            while a.count < c.code.params.count { a.append(.none) }
            if a.count > c.code.params.count { a = Array(a.prefix(c.code.params.count)) }
            if let env = c.genericEnvironment { pendingGenericEnvironment = env }
            r = try invoke(c.code, self: nil, args: a, captures: c.captures)
        }
        keepUntilEndOfStatement(r)
        return r
    }

    /// Calls any callable value (closure or metatype).
    func callValue(_ f: Value, _ args: [Value], labels: [String?], trailing: Int,
                   at loc: CodeLocation) throws -> Value {
        switch f {
        case .closure(let c): return try callClosure(c, args, at: loc)
        case .metatype(let t): return try construct(t, args: args, labels: labels, trailing: trailing, at: loc)
        case .none: throw Trap("Unexpectedly found nil while implicitly unwrapping an Optional value", at: loc)
        default: throw Trap("cannot call value of type '\(typeName(of: f))'", at: loc)
        }
    }
}
