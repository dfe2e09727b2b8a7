import CoordLabSyntax

/// Making values of the program's types: class instances with their initializers and
/// property defaults, struct values, enum raw values and built-in conversions.
extension Interpreter {
    /// `Type(args)`: a new instance (classes), value (structs), raw-value case (enums),
    /// or conversion (built-in types). The result is a statement temporary.
    ///
    /// `selector` is the initializer the checker chose when several accept the labels.
    func construct(_ t: TypeRef, args: [Value], labels: [String?], trailing: Int, selector: String? = nil,
                   at loc: CodeLocation) throws -> Value {
        switch t {
        case .classType(let c):
            return try instantiate(c, args: args, initializer: c.initializer(labels: labels, trailing: trailing, selector: selector),
                                   labels: labels, at: loc)
        case .structType(let s):
            return try constructStruct(s, args: args, labels: labels, trailing: trailing, selector: selector, at: loc)
        case .enumType(let e):
            if let code = e.inits.first(where: { $0.accepts(labels: labels, trailing: trailing, selector: selector) })
                ?? e.protocolInit(labels: labels, trailing: trailing) {
                return try constructEnum(e, with: code, args: args, labels: labels, trailing: trailing, at: loc)
            }
            guard labels == ["rawValue"], let raw = args.first else {
                throw Trap("enum '\(e.name)' has no initializer accepting these arguments", at: loc)
            }
            if let k = e.cases.firstIndex(where: { $0.rawValue.map { valuesEqual($0, raw) } ?? false }) {
                return .enumCase(e.values[k])
            }
            return .none
        case .builtin(let name):
            return try convert(args, labels: labels, to: name, at: loc)
        case .protocolType(let p):
            throw Trap("protocol '\(p.name)' cannot be constructed", at: loc)
        }
    }

    /// A new instance of `c` (a statement temporary), set up by `initializer` (already
    /// matched to the call's labels) or, for a call without arguments, by the implicit init.
    func instantiate(_ c: ClassType, args: [Value], initializer: CallTarget?,
                     labels: [String?], at loc: CodeLocation) throws -> Value {
        guard let target = initializer else {
            return try instantiate(c, initializer: nil, in: nil, labels: labels, at: loc)
        }
        let f = pushFrame(for: target.code, args: try arrange(args, for: target.code, map: target.map))
        return try instantiate(c, initializer: target.code, in: f, labels: labels, at: loc)
    }

    /// A new instance of `c` (a statement temporary), set up by `initializer` in `f`, the
    /// newest frame, pushed for it with the arguments in place (popped here, whatever
    /// happens); or, with neither, by the implicit init.
    func instantiate(_ c: ClassType, initializer: FunctionCode?, in f: Frame?,
                     labels: [String?], at loc: CodeLocation) throws -> Value {
        if let limit = objectLimit, heap.liveCount >= limit {
            if let f { stack.pop(f) }
            throw Trap("more than \(limit) live objects; `:set objects N` raises the limit", at: loc)
        }
        if initializer == nil, !labels.isEmpty {
            throw Trap("no initializer of '\(c.name)' accepts (\(labels.map { ($0 ?? "_") + ":" }.joined()))", at: loc)
        }
        let r = heap.allocate(c)
        let v = Value.object(r)
        temps.append(v)
        do {
            return try r._withUnsafeGuaranteedRef { o in
                takeGenericArguments(for: o)
                o.creatorID = currentSelfID
                if recordsEvents { events.append(.created(o)) }
                if let f {
                    if !(try runInit(initializer!, on: o, from: c, in: f)) { return .none }
                } else {
                    try runImplicitInit(on: o, from: c)
                }
                return v
            }
        } catch let e as ThrownError {
            // A failable initializer that returned nil gave the object up: the call makes nil.
            if e.isInitFailure { _ = droppingGivenUp(v, e); return .none }
            throw droppingGivenUp(v, e)
        }
    }

    /// Releases the statement temporary `v` (a construction given up) now.
    func dropTemporary(_ v: Value) throws {
        if let t = takeTemporary(v) { try release(t) }
    }

    /// Takes the statement temporary `v` out of the temporaries, those made after it
    /// staying in order; nil when it is not one.
    private func takeTemporary(_ v: Value) -> Value? {
        var k = temps.count - 1
        while k >= 0, !sameReference(temps[k], v) { k -= 1 }
        guard k >= 0 else { return nil }
        var above: [Value] = []
        while temps.count > k + 1 { above.append(temps.removeLast()) }
        let taken = temps.removeLast()
        while let x = above.popLast() { temps.append(x) }
        return taken
    }

    /// The error an initializer threw, after the construction's temporary `v` is dropped
    /// when the initializer gave the object up (released or freed it: see `InitUnwinding`);
    /// the next construction the error leaves is another object's.
    func droppingGivenUp(_ v: Value, _ e: ThrownError) -> ThrownError {
        guard e.objectGivenUp else { return e }
        var e = e
        e.objectGivenUp = false
        // Everything the initializer made above the construction's temporary was released
        // as the error left its body.
        _ = takeTemporary(v)
        return e
    }

    /// Runs a designated or convenience initializer on `o` with `args`, already arranged.
    @discardableResult
    func runInit(_ code: FunctionCode, on o: Instance, from start: ClassType, args: [Value]) throws -> Bool {
        try runInit(code, on: o, from: start, in: pushFrame(for: code, args: args))
    }

    /// Runs a designated or convenience initializer on `o` in `f`, the newest frame, pushed
    /// for it with the arguments in place (popped here, whatever happens). Property
    /// defaults of the classes from `start` up to the declaring class are set first, most
    /// derived first. Returns false when a failable initializer returned nil.
    func runInit(_ code: FunctionCode, on o: Instance, from start: ClassType, in f: Frame) throws -> Bool {
        guard let owner = code.owner as? ClassType else {
            // A protocol extension's initializer: it delegates to the class's own.
            try release(try invoke(code, self: .object(o), in: f))
            return true
        }
        if code.kind == .initializer {
            do {
                try initializeDefaults(from: start, below: owner, on: o)
                try initializeDefaults(of: owner, on: o)
            } catch {
                stack.pop(f)
                throw error
            }
        }
        _ = try invoke(code, self: .object(o), in: f)
        if code.isFailable, returnedNil { returnedNil = false; return false }
        if code.kind == .initializer, !code.delegates, let sup = owner.superclass {
            if let si = sup.findInit(labels: [], trailing: 0) {
                try runInit(si, on: o, from: sup, args: try arrange([], for: si, map: si.match(labels: [], trailing: 0)!))
            } else {
                try runImplicitInit(on: o, from: sup)
            }
        }
        return true
    }

    /// The implicit `init()` of classes that declare none: defaults, most derived first.
    ///
    /// Recursive, up the superclass chain: walking it with a `ClassType?` variable would
    /// retain and release each class on every object made.
    func runImplicitInit(on o: Instance, from k: ClassType) throws {
        if !k.inits.isEmpty, let si = k.inits.first(where: { $0.match(labels: [], trailing: 0) != nil }) {
            try runInit(si, on: o, from: k, args: try arrange([], for: si, map: si.match(labels: [], trailing: 0)!))
            return
        }
        try initializeDefaults(of: k, on: o)
        if k.superclass != nil { try runImplicitInit(on: o, from: k.superclass!) }
    }

    /// Stores the defaults of `k` and its superclasses up to (not including) `owner`, most
    /// derived first; recursive, as `runImplicitInit` is.
    private func initializeDefaults(from k: ClassType, below owner: ClassType, on o: Instance) throws {
        guard k !== owner else { return }
        try initializeDefaults(of: k, on: o)
        if k.superclass != nil { try initializeDefaults(from: k.superclass!, below: owner, on: o) }
    }

    /// Stores the default values of the properties class `k` declares.
    func initializeDefaults(of k: ClassType, on o: Instance) throws {
        for d in k.ownDefaults {
            guard case .void = o.fields[d.index] else { continue }
            if let e = d.initial {
                let mark = temps.count
                instanceBeingInitialized = o
                let v = coerce(try e._withUnsafeGuaranteedRef { try $0.eval(self) }, toDouble: d.isDouble)
                _ = store(v, kind: d.kind, into: &o.fields[d.index])
                try releaseTemporaries(to: mark)
            } else if d.startsNil {
                o.fields[d.index] = .none
            }
        }
    }

    /// The initializer a protocol extension gives struct `s` for these labels, when `s` has
    /// no memberwise initializer that takes them (it has none when it declares one).
    func protocolInit(of s: StructType, _ args: [Value], labels: [String?], trailing: Int) -> FunctionCode? {
        if s.inits.isEmpty, let given = try? memberwiseArguments(of: s, args, labels: labels, trailing: trailing, at: .unknown),
           s.fields.indices.allSatisfy({ given[$0] != nil || s.fields[$0].initial != nil || s.fields[$0].spec.isOptional }) {
            return nil
        }
        return s.protocolInit(labels: labels, trailing: trailing)
    }

    /// The memberwise initializer's arguments by the index of the property each goes to;
    /// throws when the labels match no such call.
    func memberwiseArguments(of s: StructType, _ args: [Value], labels: [String?], trailing: Int,
                             at loc: CodeLocation) throws -> [Int: Value] {
        var given: [Int: Value] = [:]
        var a = 0
        for (k, f) in s.fields.enumerated() where a < labels.count {
            guard labels[a] == f.memberwiseLabel || labels[a] == nil && a >= labels.count - trailing else { continue }
            given[k] = args[a]
            a += 1
        }
        if a != labels.count {
            throw Trap("no initializer of '\(s.name)' accepts (\(labels.map { ($0 ?? "_") + ":" }.joined()))", at: loc)
        }
        return given
    }

    /// Stores a memberwise argument into property `k` (through its wrapper, if it has one).
    func storeMemberwise(_ arg: Value, into sv: StructValue, _ k: Int, at loc: CodeLocation) throws {
        let f = sv.type.fields[k]
        let value = try f.wrapping.map { try wrap(arg, in: $0, at: loc) } ?? arg
        try release(store(coerce(value, to: f.spec), kind: f.kind, into: &sv.fields[k]))
    }

    /// A struct value from its memberwise or declared initializer.
    func constructStruct(_ s: StructType, args: [Value], labels: [String?], trailing: Int, selector: String? = nil,
                         at loc: CodeLocation) throws -> Value {
        let sv = StructValue(type: s, fields: Array(repeating: .void, count: s.fields.count))
        sv.genericArguments = pendingGenericArguments
        pendingGenericArguments = nil
        let v = Value.structValue(sv)
        temps.append(v)
        var declared = s.inits.first { $0.accepts(labels: labels, trailing: trailing, selector: selector) }
        if declared == nil { declared = protocolInit(of: s, args, labels: labels, trailing: trailing) }
        // The memberwise initializer: each argument goes to its property, and a property
        // given none takes its default, in declaration order; a default is not evaluated
        // when an argument replaces it.
        var given: [Int: Value] = [:]
        if declared == nil {
            given = try memberwiseArguments(of: s, args, labels: labels, trailing: trailing, at: loc)
        }
        for (k, f) in s.fields.enumerated() {
            if let arg = given[k] {
                try storeMemberwise(arg, into: sv, k, at: loc)
            } else if let e = f.initial {
                // The default's temporaries go now: the struct holds what it keeps.
                let mark = temps.count
                _ = store(coerce(try e.eval(self), to: f.spec), kind: f.kind, into: &sv.fields[k])
                try releaseTemporaries(to: mark)
            } else if f.spec.isOptional {
                sv.fields[k] = .none
            }
        }
        if let code = declared {
            let map = code.match(labels: labels, trailing: trailing)!
            do {
                _ = try invoke(code, self: v, args: try arrange(args, for: code, map: map))
            } catch let e as ThrownError where e.isInitFailure {
                // It delegated to a failable initializer that failed: the call makes nil.
                try dropTemporary(v)
                return .none
            } catch let e as ThrownError {
                throw droppingGivenUp(v, e)
            }
            if code.isFailable, returnedNil {
                // A failed initializer destroys what it had stored before it returns.
                returnedNil = false
                if sameReference(temps[temps.count - 1], v) { try release(temps.removeLast()) }
                return .none
            }
        }
        return v
    }
}
