import SwiftSyntax

/// Optional generic arguments of generic classes, structs and enums (`Observable<User?>`,
/// the binding class of MVVM code, `Box<Int?>`, `Either<Int, String?>`), accepted where
/// coordlab runs them as Swift does.
///
/// coordlab keeps an Optional as its value or nil, without a wrapper, so inside a generic
/// body it cannot tell Swift's `.some(nil)` of a `T?` from nil when `T` is itself an
/// Optional, and it prints a value of type `T` without `Optional(…)`. A generic class is
/// fine with an Optional argument for a parameter its code never makes an Optional of,
/// prints, puts in an `Any`, hands to other generic code, or names in a static member; a
/// struct or enum also needs it stored only bare (`var v: T`, printed by the runtime as
/// Swift prints it: see `StoredParameterShapes`). An Optional argument for any other
/// parameter is refused. The type's bodies may be checked after the code that
/// makes one, so the refusal waits for the end of the check (`refusePendingOptionalArguments`).
extension BodyChecker {
    /// An Optional argument a construction passed, refused at the end if the class's code
    /// turns out to need its parameter not to be one.
    struct PendingOptionalArgument {
        /// The class's parameter, as `Class.Parameter`.
        let key: String
        let error: CheckError
    }

    /// Whether the Optional arguments of a construction of `type` may wait for its code to be
    /// judged: it is a class of the program.
    func defersOptionalArguments(of type: String) -> Bool {
        guard let decl = declarations.types[type], !decl.isFramework else { return false }
        return [.classType, .structType, .enumType].contains(decl.kind)
    }

    /// Notes that `args[k]`, an Optional argument of generic class `type`, is accepted
    /// unless the class's code needs `parameter` not to be an Optional.
    func deferOptionalArgument(of type: String, parameter: String, message: String, at node: some SyntaxProtocol) {
        guard recording else { return }
        pendingOptionalArguments.append(PendingOptionalArgument(key: "\(type).\(parameter)", error: checkError(message, at: node)))
    }

    /// Notes, inside an instance member of a generic class, the class's parameters that an
    /// expression of type `t` needs not to be Optionals: an Optional of one, or, for a
    /// value printed, put in an `Any` or handed to generic code, any it mentions.
    ///
    /// An earlier REPL input may have made an instance with an Optional argument already:
    /// code that needs that parameter not to be one (a method added by an extension) is
    /// then refused at `node`.
    func noteOptionalSensitivity(of t: SemaType, printedOrErased: Bool, at node: some SyntaxProtocol) {
        noteFunctionOptionalSensitivity(of: t, printedOrErased: printedOrErased, at: node)
        guard let owner = selfType, !symbolicParameters.isEmpty, recording else { return }
        for p in symbolicParameters where t.hasOptional(of: p) || (printedOrErased && t.mentions(p)) {
            let key = "\(owner).\(p)"
            guard declarations.optionalSensitiveParameters.insert(key).inserted,
                  declarations.optionalArgumentsMade.contains(key) else { continue }
            error("coordlab does not support this use of '\(p)': an earlier input made a '\(owner)' whose '\(p)' is an Optional, and coordlab would run this code differently from Swift", at: node)
        }
    }

    /// Refuses each Optional argument whose class's code needs its parameter not to be
    /// one, now that every body has been checked.
    func refusePendingOptionalArguments() {
        for pending in pendingOptionalArguments {
            if declarations.optionalSensitiveParameters.contains(pending.key) {
                errors.append(pending.error)
            } else {
                declarations.optionalArgumentsMade.insert(pending.key)
            }
        }
        pendingOptionalArguments = []
    }
}

extension SemaType {
    /// Whether the type is an Optional of a type with no Optional inside (`Int?`, `User?`).
    var isPlainOptional: Bool {
        if case .optional(let t) = self { return !t.containsOptional }
        return false
    }

    /// Whether an Optional of generic parameter `p` (`T?`) is part of the type.
    func hasOptional(of p: String) -> Bool {
        switch self {
        case .optional(.parameter(p)): return true
        case .optional(let t), .array(let t), .slice(let t), .set(let t), .metatype(let t): return t.hasOptional(of: p)
        case .dictionary(let k, let v): return k.hasOptional(of: p) || v.hasOptional(of: p)
        case .tuple(let es): return es.contains { $0.type.hasOptional(of: p) }
        case .function(let ps, let r): return ps.contains { $0.hasOptional(of: p) } || r.hasOptional(of: p)
        case .generic(_, let args): return args.contains { $0.hasOptional(of: p) }
        case .named, .parameter, .unknown: return false
        }
    }

    /// Whether generic parameter `p` is part of the type.
    func mentions(_ p: String) -> Bool {
        switch self {
        case .parameter(let q): return q == p || q.hasPrefix(p + ".")
        case .optional(let t), .array(let t), .slice(let t), .set(let t), .metatype(let t): return t.mentions(p)
        case .dictionary(let k, let v): return k.mentions(p) || v.mentions(p)
        case .tuple(let es): return es.contains { $0.type.mentions(p) }
        case .function(let ps, let r): return ps.contains { $0.mentions(p) } || r.mentions(p)
        case .generic(_, let args): return args.contains { $0.mentions(p) }
        case .named, .unknown: return false
        }
    }
}

extension DeclarationCollector {
    /// Notes the parameters of generic class `name` that the members in `block` write as an
    /// Optional (`var last: T?`, `func f(_ v: T!)`, `Optional<T>`) or name in a static
    /// member (whose code the checker reads without them): an Optional argument for one is
    /// refused (see `BodyChecker.noteOptionalSensitivity`).
    mutating func noteOptionalParameterUses(in block: MemberBlockSyntax, of name: String) {
        guard let decl = declarations.types[name], [.classType, .structType, .enumType].contains(decl.kind),
              !decl.genericParameters.isEmpty else { return }
        let finder = OptionalParameterUses(parameters: Set(decl.genericParameters))
        finder.walk(block)
        if decl.kind != .classType {
            let stored = StoredParameterShapes(parameters: Set(decl.genericParameters))
            stored.walk(block)
            finder.found.formUnion(stored.found)
        }
        for p in finder.found { declarations.optionalSensitiveParameters.insert("\(name).\(p)") }
    }
}

/// Finds generic parameters written as an Optional, or named in a static member.
final class OptionalParameterUses: SyntaxVisitor {
    let parameters: Set<String>
    var found: Set<String> = []
    private var staticDepth = 0

    init(parameters: Set<String>) {
        self.parameters = parameters
        super.init(viewMode: .sourceAccurate)
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["static", "class"].contains($0.name.text) }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isStatic(node.modifiers) { staticDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        if isStatic(node.modifiers) { staticDepth -= 1 }
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if isStatic(node.modifiers) { staticDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) {
        if isStatic(node.modifiers) { staticDepth -= 1 }
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if name == "Optional", let argument = node.genericArgumentClause?.arguments.first?.argument.as(IdentifierTypeSyntax.self),
           parameters.contains(argument.name.text) {
            found.insert(argument.name.text)
        }
        if staticDepth > 0, parameters.contains(name) { found.insert(name) }
        return .visitChildren
    }
    override func visit(_ node: OptionalTypeSyntax) -> SyntaxVisitorContinueKind {
        if let w = node.wrappedType.as(IdentifierTypeSyntax.self), parameters.contains(w.name.text) { found.insert(w.name.text) }
        return .visitChildren
    }
    override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> SyntaxVisitorContinueKind {
        if let w = node.wrappedType.as(IdentifierTypeSyntax.self), parameters.contains(w.name.text) { found.insert(w.name.text) }
        return .visitChildren
    }
}
