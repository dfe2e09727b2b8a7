import SwiftSyntax

/// Values converted to a declared type (a binding's annotation, an assignment's target, a
/// parameter, a function's result): refused in swiftc's words when the checker knows both
/// types and Swift has no conversion between them.
extension BodyChecker {
    /// Where a value meets the type it must have, for the wording of the error.
    enum ConversionSite {
        case specified, assignment, argument, returnValue, defaultArgument, closureResult
    }

    /// Records an error when a value of type `value` cannot become a `target`.
    func checkConversion(_ value: SemaType, to target: SemaType, at expression: ExprSyntax, site: ConversionSite) {
        // `T` made an Optional (`var last: T? = value`) is Swift's `.some(nil)` for a nil `T`.
        if target.isOptional, !value.isOptional { noteOptionalSensitivity(of: value, printedOrErased: true, at: expression) }
        if case .named(let p) = target.unwrapped, declarations.types[p]?.kind == .protocolType,
           let (t, q) = unmetCondition(of: value, to: p) {
            // `let d: Named = Box(v: 3)` for `extension Box: Named where T: Named`.
            if site == .specified, !target.isOptional {
                error("protocol '\(p)' requires that '\(t)' conform to '\(q)'", at: anchor(of: expression))
            } else if site == .argument, !target.isOptional, let callee = argumentCallee {
                error("\(callee) requires that '\(t)' conform to '\(q)'", at: anchor(of: expression))
            } else {
                unsupported("converting '\(spelled(value))' to '\(p)', which it conforms to only where '\(t)' conforms to '\(q)'",
                            at: anchor(of: expression))
            }
            return
        }
        guard let ok = converts(value, to: target), !ok else { return }
        let node = anchor(of: expression)
        if case .optional(let wrapped) = value, !target.isOptional, converts(wrapped, to: target) == true {
            // A `T!` is unwrapped where a `T` is expected; a plain `T?` must be unwrapped by hand.
            if isImplicitlyUnwrapped(expression) {
                if recording { implicitUnwraps.insert(expression.id) }
                return
            }
            error("value of optional type '\(spelled(value))' must be unwrapped to a value of type '\(spelled(target))'", at: node)
            return
        }
        if constructsFromLiteral(expression, as: target) { return }
        if refuseLiteralConversion(to: target, at: node) { return }
        if expression.is(ArrayExprSyntax.self), let n = target.unwrapped.nominalName, declarations.types[n]?.isFramework == true {
            // `let p: IndexPath = [0, 2]`: Foundation's type is ExpressibleByArrayLiteral; the prelude's stand-in is not.
            unsupported("making a '\(spelled(target.unwrapped))' from an array literal", at: node)
            return
        }
        let (v, t) = (spelled(value), spelled(target))
        if case .named(let p) = target, declarations.types[p]?.kind == .protocolType, site != .assignment {
            switch site {
            case .specified: error("value of type '\(v)' does not conform to specified type '\(p)'", at: node)
            case .argument: error("argument type '\(v)' does not conform to expected type '\(p)'", at: node)
            case .defaultArgument: error("default argument value of type '\(v)' does not conform to '\(p)'", at: node)
            default: error("return expression of type '\(v)' does not conform to '\(p)'", at: node)
            }
            return
        }
        if site == .argument, expression.is(ClosureExprSyntax.self), case .function = value {
            let trailing = Self.isTrailingClosure(expression) ? "trailing " : ""
            error("\(trailing)closure passed to parameter of type '\(t)' that does not accept a closure", at: node)
            return
        }
        switch site {
        case .specified: error("cannot convert value of type '\(v)' to specified type '\(t)'", at: node)
        case .assignment: error("cannot assign value of type '\(v)' to type '\(t)'", at: node)
        case .argument: error("cannot convert value of type '\(v)' to expected argument type '\(t)'", at: node)
        case .returnValue: error("cannot convert return expression of type '\(v)' to return type '\(t)'", at: node)
        case .defaultArgument: error("default argument value of type '\(v)' cannot be converted to type '\(t)'", at: node)
        case .closureResult: error("cannot convert value of type '\(v)' to closure result type '\(t)'", at: node)
        }
    }

    /// Whether `e` is a call's trailing closure (`f { … }`), not one in its parentheses.
    static func isTrailingClosure(_ e: ExprSyntax) -> Bool {
        guard let closure = e.as(ClosureExprSyntax.self) else { return false }
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call.trailingClosure?.id == closure.id }
        return closure.parent?.is(MultipleTrailingClosureElementSyntax.self) == true
    }

    /// Where swiftc places an error about an expression's value: a member's name, a
    /// call's callee, else the expression's start.
    func anchor(of e: ExprSyntax) -> Syntax {
        if let m = e.as(MemberAccessExprSyntax.self), m.base != nil { return Syntax(m.declName) }
        if let c = e.as(FunctionCallExprSyntax.self) { return anchor(of: c.calledExpression) }
        return Syntax(e)
    }

    /// Whether Swift converts a `value` to a `target` implicitly: the same type, an Optional
    /// of it, a superclass, a protocol it conforms to, `Any`, collections of such; nil when
    /// the checker cannot tell.
    func converts(_ value: SemaType, to target: SemaType) -> Bool? {
        if value == target { return true }
        switch (value, target) {
        case (.unknown, _), (_, .unknown): return nil
        case (_, .named("Any")), (_, .named("AnyObject")): return nil
        case (.named("Any"), .named(let t)):
            // An `Any` becomes a concrete type only through a cast.
            return isModelled(t) ? false : nil
        case (.optional(let v), .optional(let t)): return converts(v, to: t)
        case (_, .optional(let t)): return converts(value, to: t)
        case (.optional, _): return false
        case (.array(let v), .array(let t)), (.slice(let v), .slice(let t)), (.set(let v), .set(let t)):
            return converts(v, to: t)
        case (.dictionary(let vk, let vv), .dictionary(let tk, let tv)):
            guard let k = converts(vk, to: tk), let v = converts(vv, to: tv) else { return nil }
            return k && v
        case (.named(let v), .named(let t)): return convertsNamed(v, to: t)
        case (.named(let v), .array), (.named(let v), .dictionary), (.named(let v), .set), (.array, .named(let v)),
             (.dictionary, .named(let v)), (.set, .named(let v)):
            return isModelled(v) ? false : nil
        case (.function, .named(let t)), (.named(let t), .function):
            // A function is never a struct, enum or class (a protocol may be `Sendable`).
            return isModelled(t) && declarations.types[t]?.kind != .protocolType ? false : nil
        case (.array, .set), (.set, .array), (.set, .dictionary), (.dictionary, .set), (.slice, .array), (.array, .slice),
             (.slice, .set), (.set, .slice), (.slice, .dictionary), (.dictionary, .slice):
            return false
        default: return nil
        }
    }

    /// Named types: standard ones convert only to themselves (Double and CGFloat both
    /// ways); a class to its superclasses; a type to the protocols it conforms to.
    private func convertsNamed(_ v: String, to t: String) -> Bool? {
        guard isModelled(v), isModelled(t) else { return nil }
        let floats: Set<String> = ["Double", "CGFloat"]
        if floats.contains(v), floats.contains(t) { return true }
        if declarations.inherits(v, from: t) { return true }
        // A conformance the checker cannot see (a supertype it does not model) may exist.
        return hasKnownSupertypes(v) ? false : nil
    }

    /// Whether a type name is one the checker knows completely enough to compare.
    private func isModelled(_ n: String) -> Bool {
        if let d = declarations.types[n] { return !d.isOpaque }
        return StandardTypes.names.contains(n)
    }

    /// Whether every supertype of a type is declared (or is a standard protocol with no
    /// conformances of its own to hide).
    func hasKnownSupertypes(_ n: String) -> Bool {
        var seen: Set<String> = []
        var work = [n]
        while let x = work.popLast() {
            guard seen.insert(x).inserted else { continue }
            guard let d = declarations.types[x] else {
                if StandardTypes.names.contains(x) || StandardProtocols.members[x] != nil
                    || Declarations.memberlessConstraints.contains(x) { continue }
                return false
            }
            if d.isOpaque { return false }
            work += d.inherited.map { declarations.resolvedInheritedName($0, from: d) }
        }
        return true
    }

    /// A type as swiftc's messages spell it (`any P` for a protocol).
    func spelled(_ t: SemaType) -> String {
        switch t {
        case .named(let n): return declarations.types[n]?.kind == .protocolType ? "any \(n)" : n
        case .optional(let w):
            let inner = spelled(w)
            return inner.hasPrefix("any ") ? "(\(inner))?" : "\(inner)?"
        case .array(let e): return "[\(spelled(e))]"
        case .set(let e): return "Set<\(spelled(e))>"
        case .dictionary(let k, let v): return "[\(spelled(k)) : \(spelled(v))]"
        default: return t.description
        }
    }
}
