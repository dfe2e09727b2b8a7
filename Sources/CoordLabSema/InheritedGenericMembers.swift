import SwiftSyntax

/// Members a value gets from its generic supertypes: a generic superclass
/// (`SubjectBase<Output, Failure>`) and protocols with associated types and their
/// extensions (`extension Publisher { func map<T>(…) -> AnyPublisher<T, Failure> }`).
///
/// Each is found with the bindings that give its symbolic types their meaning for this
/// value: the superclass's parameters from the arguments the subclass passes it, and a
/// protocol's associated types from the conforming type's parameter or `typealias` of the
/// same name (a `PassthroughSubject<String, Never>`'s `Output` is `String`).
extension Declarations {
    /// Member `name` of a supertype of `n`, whose own parameters are bound by `bindings`:
    /// the member's declarations and the bindings of the supertype that declares it.
    /// `accepts` tells the declarations a use can mean (a call's labels), so that a
    /// subclass's `send(_:)` does not hide its superclass's `send(completion:)`.
    func inheritedMember(_ name: String, from n: String, bindings: [String: SemaType],
                         accepts: ([Member]) -> Bool = { _ in true }) -> (members: [Member], bindings: [String: SemaType])? {
        var seen: Set<String> = []
        return inheritedMember(name, from: n, bindings: bindings, accepts: accepts, seen: &seen)
    }

    private func inheritedMember(_ name: String, from n: String, bindings: [String: SemaType], accepts: ([Member]) -> Bool,
                                 seen: inout Set<String>) -> (members: [Member], bindings: [String: SemaType])? {
        guard seen.insert(n).inserted, let decl = types[n] else { return nil }
        for s in decl.supertypes {
            let parent: String
            var parentBindings: [String: SemaType] = [:]
            switch s.substituting(bindings) {
            case .generic(let p, let args):
                guard let pd = types[p], pd.genericParameters.count == args.count else { continue }
                parent = p
                for (k, a) in zip(pd.genericParameters, args) { parentBindings[k] = a }
                // `VM.Input` in the superclass's members: the associated type of what `VM` is bound to.
                parentBindings = withAssociatedValues(parentBindings)
            case .named(let p):
                guard let pd = types[p] else { continue }
                parent = p
                let reachable = withAssociatedValues(bindings)
                // Associated types a protocol inherits keep the conformer's bindings.
                if pd.kind == .protocolType { parentBindings = bindings }
                for a in pd.associatedTypes {
                    // Written as an alias, or inferred from the conformer's members (`var current = 3`).
                    parentBindings[a] = bindings[a] ?? typeNamed(a, inside: n)?.substituting(reachable) ?? .unknown
                }
            default:
                continue
            }
            if let ms = types[parent]?.members[name], accepts(ms) { return (ms, parentBindings) }
            if let found = inheritedMember(name, from: parent, bindings: parentBindings, accepts: accepts, seen: &seen) {
                return found
            }
        }
        return nil
    }
}

extension Declarations {
    /// `bindings` and, for each parameter bound to a type that conforms to protocols with
    /// associated types, those types' values: `DeferredPublisher.Output` for a
    /// `DeferredPublisher` bound to a publisher (its `typealias Output =
    /// DeferredPublisher.Output`).
    func withAssociatedValues(_ bindings: [String: SemaType]) -> [String: SemaType] {
        var all = bindings
        for (p, a) in bindings where !p.contains(".") {
            for (name, value) in associatedValues(of: a) { all["\(p).\(name)"] = value }
        }
        return all
    }

    /// What each associated type of the protocols a value of type `t` conforms to is for
    /// it (`Output` and `Failure` of a `PassthroughSubject<String, Never>`), by name.
    func associatedValues(of t: SemaType) -> [String: SemaType] {
        let n: String, args: [SemaType]
        switch t {
        case .generic(let name, let arguments): (n, args) = (name, arguments)
        case .named(let name): (n, args) = (name, [])
        default: return [:]
        }
        guard let decl = types[n] else { return [:] }
        var bindings: [String: SemaType] = [:]
        for (p, a) in zip(decl.genericParameters, args) { bindings[p] = a }
        bindings = withAssociatedValues(bindings)
        var out: [String: SemaType] = [:]
        var seen: Set<String> = []
        func walk(_ n: String, _ bindings: [String: SemaType]) {
            guard seen.insert(n).inserted, let d = types[n] else { return }
            for a in d.associatedTypes where out[a] == nil {
                if let v = bindings[a] { out[a] = v }
            }
            for s in d.supertypes {
                switch s.substituting(bindings) {
                case .generic(let p, let args):
                    guard let pd = types[p] else { continue }
                    var next: [String: SemaType] = [:]
                    for (k, a) in zip(pd.genericParameters, args) { next[k] = a }
                    walk(p, next)
                case .named(let p):
                    guard let pd = types[p] else { continue }
                    // A protocol's own associated types, and those it inherits (`Subject:
                    // Publisher` binds `Publisher`'s `Output` as the conformer does).
                    var next = pd.kind == .protocolType ? bindings : [:]
                    for a in pd.associatedTypes {
                        // A `typealias` or a nested type of that name in the conformer
                        // (`struct Input` of a view model) gives its value.
                        next[a] = bindings[a] ?? aliases["\(n).\(a)"]?.substituting(bindings)
                            ?? types[n]?.nestedTypes[a].map { .named($0) }
                            ?? inferredAssociatedType(a, of: pd, in: n, arguments: bindings)
                    }
                    walk(p, next.compactMapValues { $0 })
                default:
                    continue
                }
            }
        }
        walk(n, bindings)
        return out
    }
}

extension BodyChecker {
    /// The type of member `name` (or of its call's result) that a value of `n` with generic
    /// `arguments` gets from a supertype; nil when no supertype declares it.
    func inheritedGenericMember(_ name: String, of n: String, arguments: [SemaType], call: CallArguments?) -> SemaType? {
        guard let decl = declarations.types[n] else { return nil }
        var bindings: [String: SemaType] = [:]
        for (p, a) in zip(decl.genericParameters, arguments) { bindings[p] = a }
        let accepts: ([Member]) -> Bool = { ms in call.map { c in ms.contains { c.fits($0) } } ?? true }
        guard let (members, found) = declarations.inheritedMember(name, from: n, bindings: bindings, accepts: accepts) else {
            return nil
        }
        let instance = members.filter { !$0.isStatic }
        guard let call else {
            guard instance.count == 1, let m = instance.first, m.kind == .property else { return .unknown }
            return (m.genericType ?? m.type).substituting(found)
        }
        var matching = instance.filter { $0.kind == .method && call.fits($0) }
        if matching.count > 1 {
            // Overloads by parameter type (`debounce(for: 0.3, …)`, `(for: .milliseconds(300), …)`):
            // the one the arguments fit, with the receiver's arguments in place.
            matching = matching.filter { m in
                guard var g = m.generic ?? m.symbolic else { return false }
                let own = found.filter { !g.parameters.contains($0.key) }
                g.parameterTypes = g.parameterTypes.map { $0.substituting(own) }
                var probe = m
                probe.generic = g
                return argumentsFit(call, probe)
            }
        }
        guard matching.count == 1, let m = matching.first, let g = m.generic ?? m.symbolic else {
            if matching.count == 1, instance.count == 1, let m = instance.first, m.kind == .property,
               case .function(let ps, let result) = (m.genericType ?? m.type).substituting(found) {
                typeArguments(call, parameters: ps)
                return result
            }
            typeArguments(call, parameters: nil)
            return .unknown
        }
        let own = found.filter { !g.parameters.contains($0.key) }
        var bound = g
        bound.parameterTypes = g.parameterTypes.map { $0.substituting(own) }
        bound.result = g.result.substituting(own)
        return genericCallType(bound, named: name, call: call, expected: .unknown, requiredBy: GenericRequirements.callee(m))
    }
}

extension Declarations {
    /// `t` seen as its generic superclass `base`, with the arguments its declaration passes
    /// up (`AwkwardTriple<State, String, State>` as `BufferedPair<State, String>`); nil when
    /// `base` is not one of its superclasses.
    func upcast(_ t: SemaType, to base: String) -> SemaType? {
        var current = t
        var seen: Set<String> = []
        while let n = current.nominalName, n != base, seen.insert(n).inserted, let decl = types[n], decl.kind == .classType {
            var bindings: [String: SemaType] = [:]
            if case .generic(_, let args) = current, decl.genericParameters.count == args.count {
                for (p, a) in zip(decl.genericParameters, args) { bindings[p] = a }
            }
            guard let superclass = decl.supertypes.first(where: { $0.nominalName.flatMap { types[$0]?.kind } == .classType })
            else { return nil }
            current = superclass.substituting(bindings)
        }
        return current.nominalName == base ? current : nil
    }
}
