import SwiftSyntax

/// The conformances a generic declaration requires of its parameters (`<T: Screen>`,
/// `where T: Equatable`), checked where a call binds them: a type that does not conform is
/// swiftc's error ("global function 'show' requires that 'Double' conform to
/// 'Describable'", "instance method 'show' …", "initializer 'init(_:)' …", "generic struct
/// 'Box' …"), where coordlab would otherwise run the call.
enum GenericRequirements {
    /// The standard protocols whose conformances the checker can judge.
    static let judgedStandardProtocols: Set<String> = ["Equatable", "Hashable", "Comparable"]

    /// Each parameter's required protocols, by name, as written (compositions split).
    static func written(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [String: [String]] {
        var found: [String: [String]] = [:]
        func names(_ t: TypeSyntax) -> [String] {
            if let c = t.as(CompositionTypeSyntax.self) { return c.elements.flatMap { names($0.type) } }
            return t.as(IdentifierTypeSyntax.self).map { $0.genericArgumentClause == nil ? [$0.name.bareText] : [] } ?? []
        }
        for p in clause?.parameters ?? [] {
            if let t = p.inheritedType { found[p.name.bareText, default: []] += names(t) }
        }
        for r in whereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let c) = r.requirement,
                  let n = c.leftType.as(IdentifierTypeSyntax.self)?.name.bareText else { continue }
            found[n, default: []] += names(c.rightType)
        }
        return found
    }

    /// What a generic class, struct or enum declaration requires of its own parameters.
    static func ofType(_ d: DeclSyntax) -> [String: [String]] {
        if let c = d.as(ClassDeclSyntax.self) { return written(c.genericParameterClause, c.genericWhereClause) }
        if let s = d.as(StructDeclSyntax.self) { return written(s.genericParameterClause, s.genericWhereClause) }
        if let e = d.as(EnumDeclSyntax.self) { return written(e.genericParameterClause, e.genericWhereClause) }
        return [:]
    }

    /// How swiftc names a generic type in a requirement's error (`generic struct 'Box'`).
    static func typeCallee(_ d: NominalDeclaration) -> String {
        let kind = d.kind == .classType ? "class" : d.kind == .enumType ? "enum" : "struct"
        return "generic \(kind) '\(d.name)'"
    }

    /// How swiftc names a function, method or initializer in a requirement's error
    /// (`global function 'show'`, `instance method 'lab(route:)'`, `static method 'make'`,
    /// `initializer 'init(_:)'`); nil for other members. `global` says `m` stands for a
    /// global function.
    static func callee(_ m: Member, global: Bool = false) -> String? {
        // Its full name, or its base name alone when every parameter is unlabelled.
        let full = "\(m.name)(\(m.labels.map { ($0 ?? "_") + ":" }.joined()))"
        let name = !m.labels.isEmpty && m.labels.allSatisfy({ $0 == nil }) ? m.name : full
        switch m.kind {
        case .method where global: return "global function '\(name)'"
        case .method where m.isClassMethod: return "class method '\(name)'"
        case .method where m.isStatic: return "static method '\(name)'"
        case .method: return "instance method '\(name)'"
        case .initializer: return "initializer '\(full)'"
        default: return nil
        }
    }
}

extension BodyChecker {
    /// Whether the types `bound` to `g`'s parameters meet its requirements; records
    /// swiftc's error for the first that does not (`callee` names, for each parameter, the
    /// declaration requiring it as swiftc's message does; nil leaves it unchecked). A
    /// conformance the checker cannot judge passes.
    func checkRequirements(_ g: GenericSignature, bound: [SemaType], of callee: (String) -> String?, at node: Syntax) -> Bool {
        for (p, t) in zip(g.parameters, bound) {
            guard let name = callee(p) else { continue }
            for required in g.requirements[p] ?? [] {
                if refusesLiteralProtocolArgument(t, for: required, at: node) { return false }
                guard let (type, proto) = conformance(of: t, to: required) == false ? (t, required) : unmetCondition(of: t, to: required)
                else { continue }
                error("\(name) requires that '\(type)' conform to '\(proto)'", at: node)
                return false
            }
        }
        return true
    }

    /// Checks the requirements of the generic initializer `m` of a type that is not generic
    /// itself (`init<T: Screen>(_ s: T)`) against the types of its arguments, in order.
    func checkInitializerRequirements(_ m: Member, call: CallArguments, argumentTypes: [SemaType]) {
        guard let g = m.generic, !g.requirements.isEmpty, let callee = GenericRequirements.callee(m),
              let node = call.callee, let target = g.shapes.flatMap({ ArgumentMatching.match(call, $0) }) else { return }
        var binding = GenericBinding()
        binding.symbolic = symbolicParameters
        for (k, t) in argumentTypes.enumerated() where k < target.count && target[k] < g.parameterTypes.count {
            binding.bind(g.parameterTypes[target[k]], to: t)
        }
        let bound = g.parameters.map { binding.bindings[$0] ?? .unknown }
        _ = checkRequirements(g, bound: bound, of: { _ in callee }, at: Syntax(node))
    }

    /// Whether a value of type `t` conforms to protocol `p`: nil where the checker cannot
    /// tell (a type it does not model completely, a protocol it does not judge).
    func conformance(of t: SemaType, to p: String) -> Bool? {
        let isProgramProtocol = declarations.types[p]?.kind == .protocolType
        guard isProgramProtocol || GenericRequirements.judgedStandardProtocols.contains(p) else { return nil }
        switch t {
        case .named(let n):
            // `any Error` is never Equatable, Hashable or Comparable (`Result<Int, Error>`).
            if n == "Error", ["Equatable", "Hashable", "Comparable"].contains(p) {
                return false
            }
            if StandardTypes.names.contains(n), declarations.types[n] == nil {
                // A standard type conforms to a program protocol through the program's extension.
                if isProgramProtocol { return declarations.inherits(n, from: p) }
                return p != "Comparable" || !["Bool", "ObjectIdentifier", "Never"].contains(n)
            }
            guard let d = declarations.types[n], !d.isOpaque, d.kind != .protocolType else { return nil }
            // An enum without payloads is Equatable and Hashable without saying so.
            if !isProgramProtocol, d.kind == .enumType { return declarations.inherits(n, from: p) ? true : nil }
            if declarations.inherits(n, from: p) { return true }
            if p == "Equatable", declarations.inherits(n, from: "Hashable") || declarations.inherits(n, from: "Comparable") { return true }
            return hasKnownSupertypes(n) ? false : nil
        default:
            return nil
        }
    }

    /// Who requires what of each parameter of a call's signature, as swiftc names it: the
    /// generic type `constructs` for its own parameters, the function, method or
    /// initializer `requiredBy` for the others.
    func requirementCallee(constructs: String?, requiredBy: String?) -> (String) -> String? {
        let made = constructs.flatMap { declarations.types[$0] }
        return { p in made.map { $0.genericParameters.contains(p) } == true ? made.map(GenericRequirements.typeCallee) : requiredBy }
    }

    /// Where swiftc places a requirement's error: at a method's name (`.show` of
    /// `screen.show(x)`), or nil for the callee itself (a function, a type, `E.case`).
    func requirementPlace(_ call: CallArguments, constructs: String?) -> Syntax? {
        guard constructs == nil, let m = call.callee?.as(MemberAccessExprSyntax.self) else { return nil }
        return Syntax(m.declName)
    }

    /// For an instance of a generic type that conforms to `p` only conditionally
    /// (`Box<C>` for `extension Box: Equatable where T: Equatable`), the innermost argument
    /// and protocol of the condition it certainly fails, as swiftc names them ('C',
    /// 'Equatable'); nil when it holds or the checker cannot tell.
    func unmetCondition(of t: SemaType, to p: String) -> (SemaType, String)? {
        guard case .generic(let n, let args) = t, let decl = declarations.types[n],
              decl.genericParameters.count == args.count, let condition = decl.conditionalConformances[p] else { return nil }
        for (parameter, argument) in zip(decl.genericParameters, args) {
            for required in condition[parameter] ?? [] {
                if conformance(of: argument, to: required) == false { return (argument, required) }
                if let inner = unmetCondition(of: argument, to: required) { return inner }
            }
        }
        return nil
    }

    /// The protocols some program type conforms to only conditionally, and those they
    /// refine: a dynamic cast to one would need the instance's generic arguments, which
    /// coordlab erases (an `Any` holding a `Box<C>` must not pass `is Equatable`).
    var conditionallyConformedProtocols: Set<String> {
        var found: Set<String> = []
        var work = declarations.types.values.flatMap { $0.conditionalConformances.keys }
        while let p = work.popLast() {
            guard found.insert(p).inserted else { continue }
            if let d = declarations.types[p] { work += d.inherited.map { declarations.resolvedInheritedName($0, from: d) } }
        }
        return found
    }
}
