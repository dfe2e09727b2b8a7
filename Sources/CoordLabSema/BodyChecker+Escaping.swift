import SwiftSyntax

/// Escaping closures as Swift checks them: which closures escape, and the two rules that
/// keep what they capture visible.
///
/// A closure escapes when it is passed for an `@escaping` or Optional function parameter
/// of a declared function, for a function-typed property of a memberwise initializer,
/// stored in a variable or property, or returned; one passed for an `@_implicitSelfCapture`
/// parameter (`Task`'s) does not count. Where the checker cannot tell (a closure handed to
/// the standard library), it counts as not escaping: no false error.
///
/// Implicit `self`: in an escaping closure a member of a class is written `self.name`, so
/// that the strong capture of `self` (the retain cycle this tool teaches) is never hidden.
/// As swiftc decides it, the innermost closure that captures `self` decides: `[self]` or
/// `[unowned self]` allows the bare name; `[weak self]` allows it in that closure's own
/// body once `self` is unwrapped (`guard let self`); otherwise a bare member of a class
/// (or of a class-bound protocol) is refused when any closure around it escapes.
///
/// Non-escaping parameters: a function parameter without `@escaping` may be called and
/// handed to parameters that do not escape, never stored, returned, passed on for an
/// `@escaping` one or captured by an escaping closure (the completion handler that needs
/// `@escaping`).
extension BodyChecker {
    /// One closure being checked, outermost first.
    struct ClosureFrame {
        /// How a closure's capture list names `self`.
        enum SelfCapture { case none, strong, weak }
        var isEscaping: Bool
        var selfCapture: SelfCapture
        /// How many scopes were open before the closure's own.
        var scopeDepth: Int
        /// The closure, where an error about what it captures is reported.
        var closure: ClosureExprSyntax
    }

    /// Notes that the argument `e` (a closure, or a name that may be a function parameter) escapes, before it is typed, when its parameter
    /// (`shape`, of type `parameter`) says so.
    func noteEscapingArgument(_ e: ExprSyntax, shape: ParameterShape?, parameter: SemaType) {
        guard let shape, e.is(ClosureExprSyntax.self) || e.is(DeclReferenceExprSyntax.self) else { return }
        if shape.isEscaping && !shape.capturesSelfImplicitly || parameter.isOptional && parameter.unwrapped.functionParameters != nil {
            escapingArguments.insert(e.id)
        }
    }

    /// The frame of closure `c`: whether it escapes, and how it captures `self`.
    func closureFrame(_ c: ClosureExprSyntax) -> ClosureFrame {
        var capture = ClosureFrame.SelfCapture.none
        for item in c.signature?.capture?.items ?? [] where item.initializer == nil && item.name.text == "self" {
            capture = item.specifier?.specifier.text == "weak" ? .weak : .strong
        }
        return ClosureFrame(isEscaping: escapingArguments.contains(c.id) || Self.isStoredOrReturned(c),
                            selfCapture: capture, scopeDepth: scopes.count, closure: c)
    }

    /// Whether a closure is stored (`let k = { … }`, `handler = { … }`) or returned.
    private static func isStoredOrReturned(_ c: ClosureExprSyntax) -> Bool {
        guard let parent = c.parent else { return false }
        if parent.is(ReturnStmtSyntax.self) { return true }
        if let i = parent.as(InitializerClauseSyntax.self) { return i.parent?.is(PatternBindingSyntax.self) == true }
        return assignment(of: c) != nil
    }

    /// The assignment whose value an expression is (`handler = e`), if any.
    private static func assignment(of e: some ExprSyntaxProtocol) -> InfixOperatorExprSyntax? {
        guard let i = e.parent?.as(InfixOperatorExprSyntax.self), i.operator.is(AssignmentExprSyntax.self),
              i.rightOperand.id == e.id else { return nil }
        return i
    }

    /// Refuses the bare name `name` at `node`, when it is a member of `self` (a call when
    /// `isCall`) where Swift requires `self.` (see the type's summary). The member is looked
    /// up only inside a closure that may need it, not for every name checked.
    func checkImplicitSelf(_ name: String, isCall: Bool, at node: some SyntaxProtocol) {
        if inPropertyInitializer, refusesSelfInPropertyInitializer(name, at: node) { return }
        guard !closureFrames.isEmpty, !isStaticContext, let selfType, isReferenceType(selfType) else { return }
        // The innermost capture of `self` decides: a strong one allows the name; a weak
        // one does in its own body once unwrapped, not in a closure nested in it.
        if let capturing = closureFrames.lastIndex(where: { $0.selfCapture != .none }) {
            if closureFrames[capturing].selfCapture == .strong { return }
            if capturing == closureFrames.count - 1, let own = localSelf(),
               own.depth >= closureFrames[capturing].scopeDepth, !own.type.isOptional {
                return
            }
        }
        guard closureFrames.contains(where: \.isEscaping), let members = implicitSelfMembers(name) else { return }
        let isMethod = isCall && members.allSatisfy { $0.kind == .method }
        let what = isMethod ? "call to method '\(name)'" : "reference to property '\(name)'"
        error("\(what) in closure requires explicit use of 'self' to make capture semantics explicit", at: node)
    }

    /// Reports, in swiftc's words, `self` or an instance member named in a stored property's
    /// initial value, which runs before `self` exists; says whether it did.
    private func refusesSelfInPropertyInitializer(_ name: String, at node: some SyntaxProtocol) -> Bool {
        if name == "self", local("self") == nil {
            error("cannot find 'self' in scope; did you mean to use it in a type or extension context?", at: node)
            return true
        }
        guard let members = implicitSelfMembers(name), members.contains(where: { !$0.isStatic && ($0.kind == .property || $0.kind == .method) }) else { return false }
        error("cannot use instance member '\(name)' within property initializer; property initializers run before 'self' is available", at: node)
        return true
    }

    /// The members a bare `name` reads or calls through implicit `self`, if it does (no
    /// local of that name hides them); a generic type's own, whose inherited ones the
    /// checker does not list.
    private func implicitSelfMembers(_ name: String) -> [Member]? {
        guard name != "self", let selfType, !scopes.contains(where: { $0[name] != nil }) else { return nil }
        if case .found(let ms) = declarations.member(name, of: selfType) { return ms }
        return declarations.types[selfType]?.members[name]
    }

    /// Refuses a use of a function parameter that does not escape (`_ done: () -> Void`)
    /// where it would (stored, returned, passed for an `@escaping` parameter, captured by an
    /// escaping closure), in swiftc's words: the `@escaping` a completion handler needs.
    func checkNonEscapingUse(_ name: String, at r: ExprSyntax) {
        guard let depth = scopes.lastIndex(where: { $0[name] != nil }), scopes[depth][name]!.isNonEscapingParameter else { return }
        if escapingArguments.contains(r.id) {
            error("passing non-escaping parameter '\(name)' to function expecting an '@escaping' closure", at: r)
        } else if r.parent?.is(ReturnStmtSyntax.self) == true {
            error("using non-escaping parameter '\(name)' in a context expecting an '@escaping' closure", at: r)
        } else if let assignment = Self.assignment(of: r) {
            error("assigning non-escaping parameter '\(name)' to an '@escaping' closure", at: assignment.operator)
        } else if let escaping = closureFrames.first(where: { $0.isEscaping && $0.scopeDepth > depth }) {
            error("escaping closure captures non-escaping parameter '\(name)'", at: escaping.closure)
        }
    }

    /// The innermost local named `self` (a capture, or `guard let self`), with its scope.
    private func localSelf() -> (type: SemaType, depth: Int)? {
        for (depth, s) in scopes.enumerated().reversed() {
            if let local = s["self"] { return (local.type, depth) }
        }
        return nil
    }

    /// Whether instances of the named type are references: a class, or a protocol only
    /// classes conform to.
    func isReferenceType(_ name: String, seen: Set<String> = []) -> Bool {
        guard let decl = declarations.types[name], !seen.contains(name) else { return false }
        switch decl.kind {
        case .classType: return true
        case .structType, .enumType: return false
        case .protocolType:
            return decl.inherited.contains { $0 == "AnyObject" || $0 == "class" || isReferenceType($0, seen: seen.union([name])) }
        }
    }
}
