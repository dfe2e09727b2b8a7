/// The generic arguments an instance of a generic class, struct or enum was made with, spelled
/// as Swift prints them: `<Int, String>` in `type(of:)` and a struct's description,
/// `<Swift.Int, Swift.String>` in a class's description and a debug description.
///
/// coordlab erases generic arguments when it runs; they matter only to how an instance
/// prints, so an instance keeps their spellings, fixed by the checker where it was made
/// (or, inside a generic type's member, by `self`'s: see `GenericTemplate`).
public final class GenericArguments {
    /// `<Int, Array<Plain>>`.
    let plain: String
    /// `<Swift.Int, Swift.Array<main.Plain>>`.
    let qualified: String
    /// Each argument alone, plain and qualified (`Int`, `Swift.Int`).
    let plainEach: [String]
    let qualifiedEach: [String]

    init(plain: [String], qualified: [String]) {
        plainEach = plain
        qualifiedEach = qualified
        self.plain = "<" + plain.joined(separator: ", ") + ">"
        self.qualified = "<" + qualified.joined(separator: ", ") + ">"
    }

    /// How a spelling names a generic parameter of the type whose member makes the value
    /// (`Node<T>(…)` inside `Stack<T>`), for `GenericTemplate` to fill in when it runs.
    static func placeholder(_ parameter: String) -> String { "\u{0}" + parameter + "\u{0}" }

    /// Whether some argument names a parameter still to be filled in.
    var isTemplate: Bool { plain.contains("\u{0}") }

    /// The parameters the arguments name, still to be filled in.
    var namedParameters: Set<String> {
        // Placeholders alternate with plain text: every second piece is a parameter's name.
        let pieces = plain.split(separator: "\u{0}", omittingEmptySubsequences: false)
        return Set(stride(from: 1, to: pieces.count, by: 2).map { String(pieces[$0]) })
    }

    /// The arguments with each parameter in `parameters` replaced by the matching one of
    /// `given` (the arguments of the value whose member runs).
    func filled(from given: GenericArguments, parameters: [String]) -> GenericArguments {
        func fill(_ s: String, _ each: [String]) -> String {
            var out = s
            for (p, a) in zip(parameters, each) { out = out.replacingOccurrences(of: Self.placeholder(p), with: a) }
            return out
        }
        return GenericArguments(plain: plainEach.map { fill($0, given.plainEach) },
                                qualified: qualifiedEach.map { fill($0, given.qualifiedEach) })
    }
}

extension Interpreter {
    /// The generic arguments of a generic class's instance, if it is one.
    func genericArguments(of o: Instance) -> GenericArguments? {
        o.type.genericParameters.isEmpty ? nil : instanceGenericArguments[ObjectIdentifier(o)]
    }

    /// Records the arguments a construction has just made `o` with.
    func takeGenericArguments(for o: Instance) {
        guard let g = pendingGenericArguments else { return }
        pendingGenericArguments = nil
        instanceGenericArguments[ObjectIdentifier(o)] = g
    }

    /// The generic arguments any value of a generic type was made with.
    func genericArguments(ofValue v: Value) -> GenericArguments? {
        switch v {
        case .object, .weakObject: return v.instance.flatMap { genericArguments(of: $0) }
        case .structValue(let s): return s.genericArguments
        case .enumCase(let e): return e.genericArguments
        default: return nil
        }
    }

    /// The generic arguments a generic type's member runs with on `self`: its own, or for
    /// an instance of a subclass that specializes it (`AppCoordinator: BaseCoordinator<AppRoute>`),
    /// the ones the nearest such subclass gives, `count` of them.
    func genericArguments(ofSelf v: Value, count: Int) -> GenericArguments? {
        if let own = genericArguments(ofValue: v) { return own }
        var k = v.instance?.type
        while let c = k {
            if let given = c.superclassGenericArguments, given.plainEach.count == count { return given }
            k = c.superclass
        }
        return nil
    }

    /// The generic arguments a member of `owner` runs with on `self`: for an instance of a
    /// subclass, those each class on the way up passes its superclass, filled in from the
    /// instance's own (`ArrayStore<Int>: Store<[T]>` runs `Store`'s members with
    /// `<Array<Int>>`, not its own `<Int>`); as `genericArguments(ofSelf:count:)` without an owner.
    func genericArguments(ofSelf v: Value, in owner: NominalType?, count: Int) -> GenericArguments? {
        guard let owner = owner as? ClassType, let start = v.instance?.type as? ClassType, start !== owner,
              start.isSubclass(of: owner) else { return genericArguments(ofSelf: v, count: count) }
        var arguments = genericArguments(ofValue: v)
        var k: ClassType? = start
        while let c = k, c !== owner {
            var given = c.superclassGenericArguments
            if let g = given, g.isTemplate, let a = arguments { given = g.filled(from: a, parameters: c.genericParameters) }
            arguments = given
            k = c.superclass
        }
        return arguments
    }

    /// Forgets a destroyed instance's arguments.
    func forgetGenericArguments(of o: Instance) {
        if !o.type.genericParameters.isEmpty { instanceGenericArguments[ObjectIdentifier(o)] = nil }
    }
}

extension Interpreter {
    /// `Box<Int>` for an instance of a generic class or struct; nil for any other value.
    func genericTypeName(of v: Value) -> String? {
        switch v {
        case .object, .weakObject:
            guard let o = v.instance, let g = genericArguments(of: o) else { return nil }
            return o.type.name + g.plain
        case .structValue(let s):
            return s.genericArguments.map { s.type.name + $0.plain }
        case .enumCase(let e):
            return e.genericArguments.map { e.type.name + $0.plain }
        default:
            return nil
        }
    }
}
