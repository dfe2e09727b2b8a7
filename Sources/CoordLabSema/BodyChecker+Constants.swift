import SwiftSyntax

/// Changes to constants, refused in swiftc's words before anything runs: an assignment, a
/// compound assignment (`+=`) or a mutating method's call whose target is a constant (a
/// `let` given its value, a parameter, a loop's or a binding's variable, a closure's
/// parameter, a `let` property) or a part of a value a constant holds (`a.items.append(1)`
/// with `let a` a struct; not with `a` a class instance, whose properties are its own).
extension BodyChecker {
    /// How code changes its target, which decides swiftc's words and where it puts them.
    enum Change {
        /// `target = value`: at the target's last member or subscript, or its name.
        case assignment
        /// `target += value` and the like: at the operator.
        case compoundAssignment(operator: ExprSyntax)
        /// `target.method(…)` of a mutating method: at the method's name.
        case mutatingCall(name: TokenSyntax)
        /// `f(&target)` for an `inout` parameter: at the `&`.
        case inoutArgument(ampersand: InOutExprSyntax)
    }

    /// The standard value types a member of which belongs to the value (a change to it
    /// changes the value); collections and tuples are value types too.
    private static let standardValueTypes = Set<String>(["Int", "Double", "Float", "Bool", "String", "Character", "Substring"]
        + SizedInteger.allCases.map(\.name))

    /// The standard properties that can only be read (`xs.count = 1` is refused).
    private static let standardGetOnlyProperties: Set<String> = [
        "count", "isEmpty", "first", "last", "capacity", "startIndex", "endIndex", "keys", "values", "utf8", "unicodeScalars",
    ]

    /// What may not be changed, in swiftc's words: `'a' is a 'let' constant`, `'self' is
    /// immutable`, `'count' is a get-only property`; and whether a plain name names a value
    /// (a property's is worded as a property even without `self.`).
    private struct Immutable {
        var words: String
        var isValue = false
    }

    /// Refuses `change` of `target` when the target is, or is part of a value held by, a
    /// constant.
    func refuseChange(of target: ExprSyntax, by change: Change) {
        guard recording else { return }
        if changesSelfInsideClosure(target) {
            unsupported(Self.selfChangedInClosure, at: target)
            return
        }
        refuseSliceChange(of: target, by: change)
        refuseKeyPathChange(of: target, by: change)
        // An initializer gives its type's `let` properties their values, but never changes one.
        var changesInPlace = true
        if case .assignment = change { changesInPlace = false }
        guard let immutable = immutability(of: target, changedInPlace: changesInPlace) else { return }
        let what = immutable.words
        switch change {
        case .assignment:
            if let s = target.as(SubscriptCallExprSyntax.self) {
                error("cannot assign through subscript: \(what)", at: s.leftSquare)
            } else if let m = target.as(MemberAccessExprSyntax.self) {
                error("cannot assign to property: \(what)", at: m.declName)
            } else {
                error("cannot assign to \(immutable.isValue ? "value" : "property"): \(what)", at: target)
            }
        case .compoundAssignment(let op):
            error("left side of mutating operator isn't mutable: \(what)", at: op)
        case .mutatingCall(let name):
            error("cannot use mutating member on immutable value: \(what)", at: name)
        case .inoutArgument(let ampersand):
            error("cannot pass immutable value as inout argument: \(what)", at: ampersand)
        }
    }

    /// What makes a change of `e` impossible, walking from the outermost member or
    /// subscript in while the value belongs to the one around it; nil when nothing
    /// certainly immutable is found. `changedInPlace`: `e` itself is changed by a compound
    /// assignment or a mutating call (not given a value), which an initializer may not do
    /// to a `let` property either.
    private func immutability(of e: ExprSyntax, changedInPlace: Bool = false) -> Immutable? {
        if let r = e.as(DeclReferenceExprSyntax.self) {
            return immutability(ofName: r.baseName.bareText, changedInPlace: changedInPlace)
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
            let name = m.declName.baseName.bareText
            let baseType = quietType(of: base)
            if isGetOnlyProperty(name, of: baseType) { return Immutable(words: "'\(name)' is a get-only property") }
            if isLetProperty(name, of: baseType, changedInPlace: changedInPlace) {
                return Immutable(words: "'\(name)' is a 'let' constant")
            }
            return isValueType(baseType.unwrapped) ? immutability(of: base) : nil
        }
        // `xs.first?.x = 1`: an Optional's value belongs to the Optional, unwrapped or not.
        if let o = e.as(OptionalChainingExprSyntax.self) { return immutability(of: o.expression, changedInPlace: changedInPlace) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return immutability(of: f.expression, changedInPlace: changedInPlace) }
        if let s = e.as(SubscriptCallExprSyntax.self), isValueType(quietType(of: s.calledExpression)) {
            return immutability(of: s.calledExpression)
        }
        return nil
    }

    /// What makes a plain name immutable where it is used: a constant local (or
    /// parameter), a `let` property of `self` or any property of an immutable `self`, or a
    /// constant global, in the order a name is looked up.
    /// What coordlab does not support, refused for a change of `self` in such a closure.
    private static let selfChangedInClosure = "changing 'self' inside a closure of a mutating method"

    /// Refuses a call of a mutating method on implicit `self` (`bump()`) as `refuseChange`
    /// refuses one on a written target: where `self` may not change, or in a closure of a
    /// mutating method, whose changes the run would lose.
    func refuseMutatingCallOnImplicitSelf(at callee: ExprSyntax) {
        if isInClosureOfMutatingMethod {
            unsupported(Self.selfChangedInClosure, at: callee)
        } else if let immutable = immutability(ofName: "self", changedInPlace: true) {
            error("cannot use mutating member on immutable value: \(immutable.words)", at: callee)
        }
    }

    /// Whether code here is inside a closure of a mutating method of a value type, whose
    /// `self` the closure shares with the method in Swift (a non-escaping closure) but
    /// coordlab's run would not: its changes would be lost.
    var isInClosureOfMutatingMethod: Bool {
        guard !closureFrames.isEmpty, !selfIsImmutable, !isStaticContext, let selfType,
              let kind = declarations.types[selfType]?.kind else { return false }
        return kind == .structType || kind == .enumType || kind == .protocolType
    }

    /// Whether `target` is `self` or part of it (`n`, `self.items[0]`), changed inside a
    /// closure of a mutating method (see `isInClosureOfMutatingMethod`).
    private func changesSelfInsideClosure(_ target: ExprSyntax) -> Bool {
        guard isInClosureOfMutatingMethod else { return false }
        var e = target
        while true {
            if let m = e.as(MemberAccessExprSyntax.self), let base = m.base { e = base; continue }
            if let s = e.as(SubscriptCallExprSyntax.self) { e = s.calledExpression; continue }
            if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression; continue }
            if let o = e.as(OptionalChainingExprSyntax.self) { e = o.expression; continue }
            break
        }
        guard let name = e.as(DeclReferenceExprSyntax.self)?.baseName.bareText else { return false }
        if name == "self" { return true }
        return local(name) == nil && selfDeclares(name)
    }

    /// Whether `self`'s type has a member `name` (a generic type's own too, whose members
    /// the checker leaves unlooked-up): it hides a global of that name.
    private func selfDeclares(_ name: String) -> Bool {
        guard let selfType else { return false }
        return declarations.member(name, of: selfType).members != nil || declarations.types[selfType]?.members[name] != nil
    }

    /// Whether `self` is a class instance (a class's method or initializer): a constant
    /// reference, which a protocol extension's mutating method may not change.
    var selfIsClassInstance: Bool {
        !isStaticContext && selfType.map { declarations.types[$0]?.kind == .classType } == true
    }

    private func immutability(ofName name: String, changedInPlace: Bool) -> Immutable? {
        if let local = local(name) {
            guard local.isConstant else { return nil }
            return Immutable(words: name.hasPrefix("$") ? "'\(name)' is immutable" : "'\(name)' is a 'let' constant", isValue: true)
        }
        if name == "self" {
            return selfIsImmutable || selfIsClassInstance ? Immutable(words: "'self' is immutable", isValue: true) : nil
        }
        // A member of `self` hides a global of its name, a generic type's too (whose members
        // the checker leaves unlooked-up).
        if selfDeclares(name) {
            guard !isStaticContext, let selfType else { return nil }
            if isGetOnlyProperty(name, of: .named(selfType)) { return Immutable(words: "'\(name)' is a get-only property") }
            if isLetProperty(name, of: .named(selfType), changedInPlace: changedInPlace) {
                return Immutable(words: "'\(name)' is a 'let' constant")
            }
            return selfIsImmutable ? Immutable(words: "'self' is immutable") : nil
        }
        return declarations.constantGlobals.contains(name) ? Immutable(words: "'\(name)' is a 'let' constant", isValue: true) : nil
    }

    /// Whether `name` is a stored `let` property of a value of type `owner`, outside an
    /// initializer of the type that declares it (where it is given its value), or changed
    /// in place.
    private func isLetProperty(_ name: String, of owner: SemaType, changedInPlace: Bool) -> Bool {
        guard let property = instanceProperty(name, of: owner), property.isLet else { return false }
        if !changedInPlace, let initializedType, declarations.types[initializedType]?.members[name] != nil { return false }
        return true
    }

    /// Whether `name` is a property of a value of type `owner` that can only be read: a
    /// computed one without a setter, or a standard one.
    private func isGetOnlyProperty(_ name: String, of owner: SemaType) -> Bool {
        switch owner {
        case .array, .slice, .dictionary, .set, .named("String"): return Self.standardGetOnlyProperties.contains(name)
        default: return instanceProperty(name, of: owner)?.isGetOnly == true
        }
    }

    /// The one instance property `name` of a declared type, nil when it is something else.
    private func instanceProperty(_ name: String, of owner: SemaType) -> Member? {
        guard let typeName = owner.nominalName, declarations.types[typeName] != nil,
              case .found(let ms) = declarations.member(name, of: typeName),
              ms.count == 1, ms[0].kind == .property, !ms[0].isStatic else { return nil }
        return ms[0]
    }

    /// Whether a value of type `t` is a value type: a change to its part changes it.
    func isValueType(_ t: SemaType) -> Bool {
        switch t {
        case .array, .slice, .dictionary, .set, .tuple: return true
        case .named(let n), .generic(let n, _):
            if let kind = declarations.types[n]?.kind { return kind == .structType || kind == .enumType }
            return Self.standardValueTypes.contains(n)
        default: return false
        }
    }

    /// The type of `e`, typed again without recording anything (it was typed in place).
    func quietType(of e: ExprSyntax) -> SemaType {
        quietly { type(e) }
    }

    /// What `body` gives with nothing recorded and no error reported: a trial typing.
    func quietly<T>(_ body: () -> T) -> T {
        let (savedRecording, savedErrors) = (recording, unrecordedErrors)
        recording = false
        defer { (recording, unrecordedErrors) = (savedRecording, savedErrors) }
        return body()
    }

    /// Whether a parameter's type is written `inout` (the parameter is then a variable).
    static func isInout(_ t: TypeSyntax?) -> Bool {
        t?.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } == true
    }
}
