import CoordLabSyntax

/// Evaluates call arguments left to right.
@inline(__always)
func evalArgs(_ args: [Expr], _ i: Interpreter) throws -> [Value] {
    if args.isEmpty { return [] }
    var out: [Value] = []
    out.reserveCapacity(args.count)
    for a in args { out.append(try a.eval(i)) }
    return out
}

/// A call of a top-level (or local) function known at compile time.
final class FunctionCall: ConsumingExpr {
    let args: [Expr]
    private let target: CallTarget
    var code: FunctionCode { target.code }
    /// For a generic function: what the call binds its own generic parameters to.
    var genericCall: GenericCallBinding?
    init(code: FunctionCode, args: [Expr], map: [Int?], loc: CodeLocation) {
        self.args = args
        target = CallTarget(code: code, map: map, argumentCount: args.count)
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        let f = try i.pushFrame(for: target, evaluating: args)
        if let g = genericCall { try i.prepareGenericCall(g, at: loc) }
        let r = try i.invoke(target.code, self: nil, in: f)
        i.keepUntilEndOfStatement(r)
        return r
    }
    override func isOptional(_ i: Interpreter) -> Bool { code.returnSpec.isOptional }
    override var staticSpec: TypeSpec { code.returnSpec }
}

/// A call of a value: a closure in a variable or property, or a metatype.
final class ValueCall: ConsumingExpr {
    let callee: Expr
    let args: [Expr]
    let labels: [String?]
    let trailing: Int
    init(callee: Expr, args: [Expr], labels: [String?], trailing: Int, loc: CodeLocation) {
        self.callee = callee
        self.args = args
        self.labels = labels
        self.trailing = trailing
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        let f = try callee.eval(i)
        return try i.callValue(f, try evalArgs(args, i), labels: labels, trailing: trailing, at: loc)
    }
}

/// `Type(args)` for a type named at compile time.
final class ConstructCall: ConsumingExpr {
    let type: TypeRef
    let args: [Expr]
    let labels: [String?]
    let trailing: Int
    /// The class `type` names, if it names one (read with `!`: binding it would retain it).
    private let classType: ClassType?
    /// The class initializer this call resolved to, once found (types only gain members).
    private var resolvedInit: CallTarget?
    /// How many initializers the class and its superclasses had when none matched: until
    /// a later input declares another, the call keeps using the implicit `init()`.
    private var initCountWhenUnresolved = -1
    /// For a generic class or struct: the arguments the instance is made with.
    var genericArguments: GenericArguments?
    /// When they name `self`'s generic parameters: how to fill them in.
    var genericTemplate: GenericTemplate?
    /// The initializer the checker chose (`init(_:animated:)`) when several accept the labels.
    var selector: String?
    init(type: TypeRef, args: [Expr], labels: [String?], trailing: Int, loc: CodeLocation) {
        self.type = type
        self.args = args
        self.labels = labels
        self.trailing = trailing
        if case .classType(let c) = type { classType = c } else { classType = nil }
        super.init(loc: loc)
    }
    /// Whether the last run was a conversion that can fail (`Int("3")`), whose result is
    /// an Optional; `Int(3.5)` and `Double(5)` cannot fail.
    private var lastWasFailableConversion = false
    override func perform(_ i: Interpreter) throws -> Value {
        guard classType != nil else {
            let values = try evalArgs(args, i)
            if case .builtin = type, values.count == 1, labels == [nil], case .string = values[0] {
                lastWasFailableConversion = true
            } else if case .builtin(let n) = type, n != "String", labels == ["exactly"] || labels == [nil, "radix"] {
                // `Int(exactly: 2.5)`, `Int("ff", radix: 16)`: Optionals, as `String(255, radix: 16)` is not.
                lastWasFailableConversion = true
            } else {
                lastWasFailableConversion = false
            }
            i.pendingGenericArguments = try GenericTemplate.arguments(genericArguments, genericTemplate, i, at: loc)
            return try i.construct(type, args: values, labels: labels, trailing: trailing, selector: selector, at: loc)
        }
        if resolvedInit == nil {
            let count = classType!.initCountWithSuperclasses
            if count != initCountWhenUnresolved {
                resolvedInit = classType!.initializer(labels: labels, trailing: trailing, selector: selector)
                initCountWhenUnresolved = count
            }
            if resolvedInit == nil {
                i.pendingGenericArguments = try GenericTemplate.arguments(genericArguments, genericTemplate, i, at: loc)
                return try i.instantiate(classType!, initializer: nil, in: nil, labels: labels, at: loc)
            }
        }
        // Unretained: the call keeps its target, and reading the property would retain it.
        return try Unmanaged.passUnretained(resolvedInit!)._withUnsafeGuaranteedRef { target in
            let f = try i.pushFrame(for: target, evaluating: args)
            i.pendingGenericArguments = try GenericTemplate.arguments(genericArguments, genericTemplate, i, at: loc)
            return try i.instantiate(classType!, initializer: target.code, in: f, labels: labels, at: loc)
        }
    }
    override func isOptional(_ i: Interpreter) -> Bool {
        if case .enumType(let e) = type {
            return e.inits.first { $0.accepts(labels: labels, trailing: trailing, selector: selector) }?.isFailable ?? true
        }
        if case .structType(let s) = type {
            return s.inits.first { $0.accepts(labels: labels, trailing: trailing, selector: selector) }?.isFailable ?? false
        }
        if case .classType(let c) = type { return c.findInit(labels: labels, trailing: trailing, selector: selector)?.isFailable ?? false }
        if case .builtin(let n) = type { return lastWasFailableConversion && ["Int", "Double", "Float", "Bool"].contains(n) }
        return false
    }
}

/// `base.name(args)`: method dispatch on the base's dynamic type, or a built-in method.
final class MethodCall: ConsumingExpr {
    let base: Expr
    /// The base as storage, so mutating methods (`append`, struct `mutating func`) work in place.
    let baseLValue: LValue?
    let name: String
    let args: [Expr]
    let labels: [String?]
    let trailing: Int
    private var cachedType: ClassType?
    private var cachedTarget: CallTarget?
    private var lastSpec: TypeSpec = .unknown
    /// Whether the last call was a built-in mutating method (whose result type is
    /// `builtinResultSpec`): a flag, because copying the spec on every call costs retains.
    private var lastWasBuiltin = false
    /// Whether the method may mutate its base; looked up on first run, once every
    /// declaration of the input is known.
    private var mayMutate: Bool?
    /// The built-in mutating method of this name, if there is one.
    private let mutatingMethod: MutatingMethod?
    /// Whether this is `array.append(x)`, the commonest mutation, run without an argument
    /// array or a search by name.
    private let isPlainAppend: Bool
    /// The result type and fewest arguments of the built-in method of this name, if any.
    private lazy var builtinResultSpec = Builtins.resultSpec(name)
    private lazy var builtinArity = Builtins.minimumArguments[name]
    /// `staticProtocol`'s answer, once known.
    private var declaredProtocol: (name: String, protocolType: ProtocolType?)?
    /// The receiver's static type name, as the checker found it (the compiled base's
    /// declared type otherwise).
    var receiverTypeName: String?
    /// The overload the checker chose (`log(_:level:)`) when several accept the labels.
    var selector: String?
    /// How this call site dispatches, once looked up.
    private var dispatch: StaticDispatch?
    /// Whether the checker found the receiver to be a set (so `update(with:)` is the set's).
    var receiverIsSet = false
    /// For a generic method: what the call binds its own generic parameters to.
    var genericCall: GenericCallBinding?
    /// Whether the program's extensions of standard types had no method for this call.
    private var extensionMiss = ExtensionMethodMiss()

    init(base: Expr, baseLValue: LValue?, name: String, args: [Expr], labels: [String?],
         trailing: Int, loc: CodeLocation) {
        self.base = base
        self.baseLValue = baseLValue
        self.name = name
        self.args = args
        self.labels = labels
        self.trailing = trailing
        isPlainAppend = name == "append" && args.count == 1 && labels == [nil] && trailing == 0
        mutatingMethod = MutatingMethod(rawValue: name)
        super.init(loc: loc)
    }

    override func perform(_ i: Interpreter) throws -> Value {
        if mayMutate == nil { mayMutate = i.mayMutate(name) || (receiverIsSet && mutatingMethod != nil) }
        if baseLValue != nil, mayMutate == true {
            var ref = try baseLValue!.resolve(i)
            if isPlainAppend, i.holdsArray(ref) {
                lastWasBuiltin = true
                try i.append(try args[0].eval(i), toArrayAt: ref, at: loc)
                return .void
            }
            var v = try i.read(ref, at: loc)
            if case .void = v {
                // A lazy property not read yet: reading it runs its initializer.
                _ = try base.eval(i)
                ref = try baseLValue!.resolve(i)
                v = try i.read(ref, at: loc)
            }
            if let m = extensionMiss.method(on: v, name, labels: labels, trailing: trailing, i), m.isMutating {
                lastWasBuiltin = false
                lastSpec = m.returnSpec
                return try i.callMutatingExtension(m, at: ref, try evalArgs(args, i), labels: labels, trailing: trailing, loc: loc)
            }
            switch v {
            case .set:
                guard let method = mutatingMethod else { break }
                lastWasBuiltin = false
                // `remove`, `update(with:)` and `popFirst()` give an Optional element.
                lastSpec = [.remove, .update, .popFirst].contains(method) ? .named("", optional: true) : .unknown
                return try i.mutatingSetBuiltin(ref, method, try evalArgs(args, i), labels: labels, at: loc)
            case .bool(let b) where mutatingMethod == .toggle && args.isEmpty:
                lastWasBuiltin = false
                lastSpec = .unknown
                try i.write(.bool(!b), to: ref, at: loc)
                return .void
            case .double(let x) where mutatingMethod == .round:
                guard let rule = Interpreter.roundingRule(try evalArgs(args, i)) else { break }
                lastWasBuiltin = false
                lastSpec = .unknown
                try i.write(.double(x.rounded(rule)), to: ref, at: loc)
                return .void
            case .string(let s):
                guard let method = mutatingMethod,
                      let r = try i.mutateString(ref, s, method, try evalArgs(args, i), at: loc) else { break }
                lastWasBuiltin = false
                lastSpec = .unknown
                return r
            case .array, .dictionary:
                // A program's own `mutating func` of this name is not the collection's.
                guard let method = mutatingMethod else { break }
                let a = try evalArgs(args, i)
                lastWasBuiltin = true
                try Builtins.checkArity(name, a.count, needs: builtinArity, at: loc)
                // A collection behind a getter: read once (above), written back once (one
                // modified in place, see `SimpleDidSet`, is not read through a getter).
                var target = ref
                if case .accessor(let p) = ref, i.simpleDidSet(p) == nil {
                    target = .snapshot(of: v, p)
                }
                return try i.mutatingBuiltin(target, v, method, a, labels: labels, at: loc)
            case .enumCase(let e):
                if let m = e.type.findMethod(name, labels: labels, trailing: trailing, selector: selector), m.isMutating {
                    lastWasBuiltin = false
                    lastSpec = m.returnSpec
                    if let g = genericCall { try i.prepareGenericCall(g, at: loc) }
                    return try i.callMutatingExtension(m, at: ref, try evalArgs(args, i), labels: labels, trailing: trailing, loc: loc)
                }
            case .object(let o):
                // Only a protocol extension gives a class a mutating method: its `self` is the
                // caller's variable, which `self = …` replaces.
                if let m = o.takeUnretainedValue().type.findMethod(name, labels: labels, trailing: trailing, selector: selector), m.isMutating {
                    lastWasBuiltin = false
                    lastSpec = m.returnSpec
                    if let g = genericCall { try i.prepareGenericCall(g, at: loc) }
                    return try i.callMutatingExtension(m, at: ref, try evalArgs(args, i), labels: labels, trailing: trailing, loc: loc)
                }
            case .structValue(let s):
                if let m = s.type.findMethod(name, labels: labels, trailing: trailing, selector: selector), m.isMutating {
                    let a = try i.arrange(try evalArgs(args, i), for: m, map: m.match(labels: labels, trailing: trailing)!)
                    var r = Value.void
                    // A struct behind a getter: read once (above), written back once.
                    var target = ref
                    if case .accessor(let p) = ref { target = .snapshot(of: v, p) }
                    try i.modify(target, at: loc) { sv in
                        i.makeUnique(&sv)
                        if let g = genericCall { try i.prepareGenericCall(g, at: loc) }
                        r = try i.invoke(m, self: sv, args: a)
                        return []
                    }
                    i.keepUntilEndOfStatement(r)
                    lastWasBuiltin = false
                    lastSpec = m.returnSpec
                    return r
                }
            default: break
            }
        }
        let b = try base.eval(i)
        if dispatch == nil { dispatch = staticDispatch(i) }
        var requirement: ProtocolType?
        switch dispatch! {
        case .extensionMethod(let code):
            // Swift dispatches a method that only a protocol extension declares statically.
            let a = try evalArgs(args, i)
            if let g = genericCall { try i.prepareGenericCall(g, at: loc) }
            return try i.call(code, self: b, args: a, labels: labels, trailing: trailing, at: loc)
        case .witness(let p): requirement = p
        case .dynamic: break
        }
        if case .object(let r) = b {
            let o = r.takeUnretainedValue()
            if o.type !== cachedType, let code = requirement.map({ o.type.witness(name, of: $0, labels: labels, trailing: trailing, selector: selector) })
                ?? o.type.findMethod(name, labels: labels, trailing: trailing, selector: selector) {
                cachedType = o.type
                cachedTarget = CallTarget(code: code, labels: labels, trailing: trailing)!
                cachedTarget!.defaults = staticDeclaration(overriddenBy: code, leaving: cachedTarget!.map, i)
                lastWasBuiltin = false
                lastSpec = code.returnSpec
            }
            if o.type === cachedType {
                let r = try Unmanaged.passUnretained(cachedTarget!)._withUnsafeGuaranteedRef { target in
                    let f = try i.pushFrame(for: target, evaluating: args)
                    if let g = genericCall { try i.prepareGenericCall(g, at: loc) }
                    return try i.invoke(target.code, self: b, in: f)
                }
                i.keepUntilEndOfStatement(r)
                return r
            }
        }
        let a = try evalArgs(args, i)
        if let g = genericCall { try i.prepareGenericCall(g, at: loc) }
        let (r, spec) = try i.callMethod(on: b, name, a, labels: labels, trailing: trailing, selector: selector, at: loc)
        lastWasBuiltin = false
        lastSpec = spec
        return r
    }

    /// How the receiver's static type makes Swift dispatch this call: a protocol
    /// requirement goes through the witness, a method only a protocol extension declares
    /// is called directly, anything else by the dynamic type.
    private func staticDispatch(_ i: Interpreter) -> StaticDispatch {
        if let p = staticProtocol(i) {
            if p.requires(name, labels: labels, trailing: trailing, selector: selector) { return .witness(p) }
            return p.findMethod(name, labels: labels, trailing: trailing, selector: selector).map { .extensionMethod($0) } ?? .dynamic
        }
        guard let n = receiverTypeName, case .classType(let c)? = i.types[n] else { return .dynamic }
        return c.protocolDispatch(for: name, labels: labels, trailing: trailing, selector: selector)
    }

    /// The method of the receiver's static class that `code` overrides, when the call
    /// leaves a parameter to its default and that declaration is not `code`: Swift takes
    /// the defaults of the declaration the call is compiled against.
    private func staticDeclaration(overriddenBy code: FunctionCode, leaving map: [Int?], _ i: Interpreter) -> FunctionCode? {
        guard map.contains(where: { $0 == nil }), case .classType(let c)? = i.types[receiverTypeName ?? base.staticSpec.name],
              let declared = c.findMethod(name, labels: labels, trailing: trailing, selector: selector),
              declared !== code, declared.params.count == code.params.count else { return nil }
        return declared
    }

    /// The protocol the base is declared as, when it is an existential. The answer for
    /// the last type name seen is kept, so a call site asks the type table once.
    private func staticProtocol(_ i: Interpreter) -> ProtocolType? {
        let n = receiverTypeName ?? base.staticSpec.name
        if let known = declaredProtocol, known.name == n { return known.protocolType }
        var p: ProtocolType?
        if !n.isEmpty, case .protocolType(let found)? = i.types[n] { p = found }
        declaredProtocol = (n, p)
        return p
    }

    override func isOptional(_ i: Interpreter) -> Bool {
        (cachedTarget?.code.returnSpec ?? (lastWasBuiltin ? builtinResultSpec : lastSpec)).isOptional || base.isOptionalChainLink
    }
}

extension Interpreter {
    /// Calls method `name` on any value: user methods, static methods, closures in
    /// properties, and built-in methods of arrays, strings and dictionaries.
    func callMethod(on b: Value, _ name: String, _ a: [Value], labels: [String?], trailing: Int,
                    selector: String? = nil, at loc: CodeLocation) throws -> (Value, TypeSpec) {
        switch b {
        case .object(let r):
            let o = r.takeUnretainedValue()
            if let code = o.type.findMethod(name, labels: labels, trailing: trailing, selector: selector) {
                return (try call(code, self: b, args: a, labels: labels, trailing: trailing, at: loc), code.returnSpec)
            }
            if let f = o.type.storedIndex(name) {
                return (try callValue(try readField(o, f, at: loc), a, labels: labels, trailing: trailing, at: loc), .unknown)
            }
        case .structValue(let s):
            if let code = s.type.findMethod(name, labels: labels, trailing: trailing, selector: selector) {
                return (try call(code, self: b, args: a, labels: labels, trailing: trailing, at: loc), code.returnSpec)
            }
            if let f = s.type.fieldIndex[name] {
                return (try callValue(s.fields[f], a, labels: labels, trailing: trailing, at: loc), .unknown)
            }
        case .enumCase(let e):
            if let code = e.type.findMethod(name, labels: labels, trailing: trailing, selector: selector) {
                return (try call(code, self: b, args: a, labels: labels, trailing: trailing, at: loc), code.returnSpec)
            }
        case .metatype(let t):
            if name == "init" { return (try construct(t, args: a, labels: labels, trailing: trailing, at: loc), .unknown) }
            if let n = t.nominal ?? extensionHolder(of: t), let code = n.findStaticMethod(name, labels: labels, trailing: trailing, selector: selector) {
                return (try call(code, self: b, args: a, labels: labels, trailing: trailing, at: loc), code.returnSpec)
            }
            let (f, _) = try staticMember(of: t, name, at: loc)
            return (try callValue(f, a, labels: labels, trailing: trailing, at: loc), .unknown)
        case .none:
            throw Trap("Unexpectedly found nil while implicitly unwrapping an Optional value", at: loc)
        case .tuple(let t) where t.index(of: name) != nil:
            // `counter.increment()`: a closure a tuple element holds.
            return (try callValue(t.elements[t.index(of: name)!], a, labels: labels, trailing: trailing, at: loc), .unknown)
        default:
            if let code = extensionMethod(on: b, name, labels: labels, trailing: trailing) {
                return (try call(code, self: b, args: a, labels: labels, trailing: trailing, at: loc), code.returnSpec)
            }
        }
        // What a program's `extension Sequence` gives its own sequence.
        if subscriptOwner(b) != nil, let code = extensionMethod(on: b, name, labels: labels, trailing: trailing) {
            return (try call(code, self: b, args: a, labels: labels, trailing: trailing, at: loc), code.returnSpec)
        }
        if name == "hash", let r = try synthesizedHashInto(b, a, labels: labels, at: loc) { return (r, .unknown) }
        if let r = try builtinMethod(on: b, name, a, labels: labels, at: loc) {
            return (r, Builtins.resultSpec(name))
        }
        throw Trap.unsupportedMember(typeName(of: b), name, at: loc)
    }
}
