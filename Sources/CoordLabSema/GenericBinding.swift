/// What one call binds its callee's generic parameters to: found by matching the
/// declared parameter and result types (with `.parameter` in them) against the types the
/// arguments and the context have, as Swift infers them for the subset coordlab models.
///
/// It binds only from known types, and records a conflict instead of choosing between
/// two bindings (Swift would find a common supertype or convert a literal; coordlab
/// refuses rather than guess). What the context binds gives way to the first argument of
/// another type, as in Swift (`let a: Any = id(4)` binds `Int`, `let v: Base = id(Sub())`
/// binds `Sub`), while a literal argument takes the context's type (`let d: Double = id(4)`).
struct GenericBinding {
    /// Bindings found so far.
    private(set) var bindings: [String: SemaType] = [:]
    /// Whether one parameter met two different types.
    private(set) var hasConflict = false
    /// Parameters bound for good (by generic arguments written at the call, or by the
    /// context): an argument converts to them rather than binding them again.
    private var fixed: Set<String> = []
    /// Parameters bound only by the context so far: an argument of another type rebinds them.
    private var contextual: Set<String> = []
    /// The generic parameters of the code making the call that stand for themselves (see
    /// `BodyChecker.symbolicParameters`): a type made of them binds as a known one.
    var symbolic: Set<String> = []

    /// Makes the bindings so far final.
    mutating func fix() { fixed = Set(bindings.keys) }

    /// Binds the parameters in `pattern` from the type the context expects, until an
    /// argument binds them otherwise.
    mutating func bindFromContext(_ pattern: SemaType, to type: SemaType) {
        let before = Set(bindings.keys)
        bind(pattern, to: type)
        contextual.formUnion(Set(bindings.keys).subtracting(before))
    }

    /// Binds the parameters in `pattern` from a value of type `type`.
    mutating func bind(_ pattern: SemaType, to type: SemaType) {
        switch (pattern, type) {
        case (.parameter(let n), _):
            guard type.isKnown(allowing: symbolic), !fixed.contains(n) else { return }
            if contextual.remove(n) != nil, let old = bindings[n], old != type {
                // An argument of the Optional's wrapped type converts to it.
                if old.unwrapped != type { bindings[n] = type }
            } else if let old = bindings[n], old != type {
                hasConflict = true
            } else {
                bindings[n] = type
            }
        case (.optional(let p), .optional(let w)): bind(p, to: w)
        case (.optional(let p), _): bind(p, to: type)
        case (.array(let p), .array(let e)), (.slice(let p), .slice(let e)), (.set(let p), .set(let e)),
             (.metatype(let p), .metatype(let e)):
            bind(p, to: e)
        case (.dictionary(let pk, let pv), .dictionary(let k, let v)):
            bind(pk, to: k)
            bind(pv, to: v)
        case (.generic(let pn, let ps), .generic(let n, let ts)) where pn == n && ps.count == ts.count:
            for (p, t) in zip(ps, ts) { bind(p, to: t) }
        case (.function(let pps, let pr), .function(let tps, let tr)) where pps.count == tps.count:
            for (p, t) in zip(pps, tps) { bind(p, to: t) }
            bind(pr, to: tr)
        case (.tuple(let pes), .tuple(let tes)) where pes.count == tes.count:
            for (p, t) in zip(pes, tes) { bind(p.type, to: t.type) }
        default:
            break
        }
    }

    /// `pattern` with the bound parameters replaced and the others unknown: the type an
    /// argument is checked against before every parameter is bound.
    func expected(_ pattern: SemaType, parameters: [String]) -> SemaType {
        var all = bindings
        for p in parameters where all[p] == nil { all[p] = .unknown }
        return pattern.substituting(all)
    }
}

extension SemaType {
    /// The type with every Optional replaced by what it wraps (`[String]` for `[String?]`).
    var withoutOptionals: SemaType {
        switch self {
        case .optional(let t): return t.withoutOptionals
        case .array(let t): return .array(t.withoutOptionals)
        case .slice(let t): return .slice(t.withoutOptionals)
        case .set(let t): return .set(t.withoutOptionals)
        case .metatype(let t): return .metatype(t.withoutOptionals)
        case .dictionary(let k, let v): return .dictionary(k.withoutOptionals, v.withoutOptionals)
        case .tuple(let es): return .tuple(es.map { .init(label: $0.label, type: $0.type.withoutOptionals) })
        case .function(let ps, let r): return .function(ps.map(\.withoutOptionals), r.withoutOptionals)
        case .generic(let n, let args): return .generic(n, args.map(\.withoutOptionals))
        case .named, .parameter, .unknown: return self
        }
    }

    /// Whether an Optional appears anywhere in the type (`Int?`, `[String?]`).
    var containsOptional: Bool {
        switch self {
        case .optional: return true
        case .array(let t), .slice(let t), .set(let t), .metatype(let t): return t.containsOptional
        case .dictionary(let k, let v): return k.containsOptional || v.containsOptional
        case .tuple(let es): return es.contains { $0.type.containsOptional }
        case .function(let ps, let r): return ps.contains(where: \.containsOptional) || r.containsOptional
        case .generic(_, let args): return args.contains(where: \.containsOptional)
        case .named, .parameter, .unknown: return false
        }
    }
}
