import CoordLabSyntax
import SwiftSyntax

/// Expressions: literals with their contextual types, names, operators, casts, `try`,
/// `if`/`switch` expressions. Members, calls and closures have files of their own.
extension BodyChecker {
    /// The type of `e`, typed against `expected` where Swift uses the context (literals,
    /// `.someCase`, `nil`, closures); `unknown` where the checker cannot tell.
    func type(_ e: ExprSyntax, expected: SemaType = .unknown) -> SemaType {
        let t: SemaType
        if isPostfixChain(e) {
            let (link, chained) = chainType(e, expected: expected)
            t = chained ? optionalIfKnown(link) : link
        } else {
            t = plainType(e, expected: expected)
        }
        if expected == .named("Any"), t.isOptional, !inFramework { refuseOptionalInAny(t, at: e) }
        if expected.unwrapped == .named("Any"), t.holdsStringIndex, !inFramework {
            unsupported("a 'String.Index' converted to 'Any' (coordlab runs an index as a count of characters, which a cast would take for an 'Int')", at: e)
        }
        let printed = Self.isPrintedAtOnce(Syntax(e))
        if expected.unwrapped == .named("Any"), !inFramework {
            refuseStringKindInAny(t, at: e)
            noteErasedContainer(t, at: e)
        }
        // `T.self` printed shows the argument's name (`Optional<User>`), never a value of it.
        let isMetatype = if case .metatype = t { true } else { false }
        let shown = (printed || Self.isDumped(Syntax(e))) && !isMetatype
        noteOptionalSensitivity(of: t, printedOrErased: shown || expected.unwrapped == .named("Any"), at: e)
        if printed {
            refuseUnfaithfulPrinting(t, at: e)
            if recording, t != .unknown { expressionTypes[e.id] = t }
        }
        return t
    }

    /// A chain's result when one of its links is `?`: an Optional of the last link's type
    /// (not a double one).
    func optionalIfKnown(_ t: SemaType) -> SemaType {
        t == .unknown ? .unknown : (t.isOptional ? t : .optional(t))
    }

    /// Whether `e` is a link of a postfix chain (member, call, subscript, `!`, `?`).
    func isPostfixChain(_ e: ExprSyntax) -> Bool {
        e.is(MemberAccessExprSyntax.self) || e.is(FunctionCallExprSyntax.self) || e.is(SubscriptCallExprSyntax.self)
            || e.is(ForceUnwrapExprSyntax.self) || e.is(OptionalChainingExprSyntax.self)
    }

    /// The type of a chain link, and whether a `?` link came before it (the whole chain
    /// then gives an Optional).
    func chainType(_ e: ExprSyntax, expected: SemaType = .unknown) -> (SemaType, Bool) {
        if let o = e.as(OptionalChainingExprSyntax.self) {
            let (t, _) = chainType(o.expression)
            return (t.unwrapped, true)
        }
        if let f = e.as(ForceUnwrapExprSyntax.self) {
            let (t, chained) = chainType(f.expression)
            return (t.unwrapped, chained)
        }
        if let o = OptionalConstruction(e) { return (optionalConstructionType(o, expected: expected, at: e), false) }
        if let d = ModuleNames.unqualified(e, isShadowed: declaresName) { return (type(ExprSyntax(d), expected: expected), false) }
        if let m = e.as(MemberAccessExprSyntax.self) { return memberAccessType(m, expected: expected, call: nil) }
        if let c = e.as(FunctionCallExprSyntax.self) { return callType(c, expected: expected) }
        if let s = e.as(SubscriptCallExprSyntax.self) { return subscriptType(s) }
        return (plainType(e, expected: expected), false)
    }

    /// The type of an expression that is not a postfix chain.
    private func plainType(_ e: ExprSyntax, expected: SemaType) -> SemaType {
        // `tags.append("new")` on `[Tag]`: the context makes the literal a `Tag` through its
        // literal protocol's initializer, wherever the context comes from.
        if let made = literalConstructionType(e, expected: expected.unwrapped) { return made }
        if e.is(IntegerLiteralExprSyntax.self) {
            let wanted = expected.unwrapped
            if let kind = wanted.sizedInteger, let i = e.as(IntegerLiteralExprSyntax.self) { return sizedLiteralType(i, kind) }
            guard wanted.isFloatingPoint else { return .int }
            if recording, wanted == .float { floatLiterals.insert(e.id) }
            // However deep the context gave it (`[[1, 2]]` as `[[Double]]`), the compiler makes it one.
            if recording { floatingIntegerLiterals.insert(e.id) }
            return wanted
        }
        if e.is(FloatLiteralExprSyntax.self) {
            let wanted = expected.unwrapped
            if recording, wanted == .float { floatLiterals.insert(e.id) }
            return ["Float", "CGFloat"].contains(wanted.description) ? wanted : .double
        }
        if e.is(BooleanLiteralExprSyntax.self) { return .bool }
        if e.is(NilLiteralExprSyntax.self) { return expected.isOptional ? expected : .unknown }
        if let s = e.as(StringLiteralExprSyntax.self) {
            for segment in s.segments {
                if let x = segment.as(ExpressionSegmentSyntax.self) { for a in x.expressions { _ = type(a.expression) } }
            }
            // A literal is a Character where one is expected (one segment), a Substring where one is.
            if expected.unwrapped == .character && s.segments.count == 1 { return .character }
            return expected.unwrapped == StandardMembers.substring ? StandardMembers.substring : .string
        }
        if let a = e.as(ArrayExprSyntax.self) { return arrayLiteralType(a, expected: expected) }
        // `&value` passed to an `inout` parameter: the value's own type.
        if let io = e.as(InOutExprSyntax.self) { return type(io.expression, expected: expected) }
        if let d = e.as(DictionaryExprSyntax.self) { return dictionaryLiteralType(d, expected: expected) }
        if let t = e.as(TupleExprSyntax.self) { return tupleType(t, expected: expected) }
        if let r = e.as(DeclReferenceExprSyntax.self) {
            guard r.argumentNames == nil else { return .unknown }
            if let base = standardSelf(having: r.baseName.bareText) {
                return member(r.baseName.bareText, of: base, at: r, call: nil)
            }
            checkImplicitSelf(r.baseName.bareText, isCall: false, at: r)
            checkNonEscapingUse(r.baseName.bareText, at: ExprSyntax(r))
            if let f = genericFunctionValueType(r.baseName.bareText, expected: expected, at: r) { return f }
            if let t = ownStaticGenericProperty(r.baseName.bareText, at: r) { return t }
            var t = typeOfName(r.baseName.bareText)
            if t == .unknown, local(r.baseName.bareText) == nil, let (owner, ms) = selfBoundMembers(r.baseName.bareText, at: r) {
                t = valueType(of: declarations.withInheritedProperty(ms, named: r.baseName.bareText, of: owner), owner: owner)
            }
            let isMemberBase = r.parent?.as(MemberAccessExprSyntax.self)?.base?.id == ExprSyntax(r).id
            if !(isMemberBase && parameterConstraints[r.baseName.bareText] != nil) {
                refuseGenericParameterValue(t, named: r.baseName.bareText, at: r)
            }
            return t
        }
        if let c = e.as(ClosureExprSyntax.self) { return closureType(c, expected: expected) }
        if let k = e.as(KeyPathExprSyntax.self) { return keyPathType(k, expected: expected) }
        if let s = e.as(GenericSpecializationExprSyntax.self) { return specializedTypeType(s) }
        if let i = e.as(InfixOperatorExprSyntax.self) { return infixType(i, expected: expected) }
        if let p = e.as(PrefixOperatorExprSyntax.self) {
            let op = p.operator.text
            let t = type(p.expression, expected: ["-", "+", "~"].contains(op) ? expected : .unknown)
            // The compiler calls the operand type's own prefix operator, if it declares one.
            // Recorded even while arguments are only tried (`Point(x: -p.x)`): an operand's
            // type does not depend on the parameter tried, and without it the compiler
            // cannot tell the program's `-` for `Point` from Swift's own for `Int`.
            if t != .unknown, recording || p.expression.is(MemberAccessExprSyntax.self) || p.expression.is(DeclReferenceExprSyntax.self) {
                expressionTypes[p.expression.id] = t
            }
            if ["..<", "..."].contains(op) { return .unknown }
            if op == "!" { return .bool }
            return ["-", "+", "~"].contains(op) ? t : .unknown
        }
        if let p = e.as(PostfixOperatorExprSyntax.self) {
            let t = type(p.expression)
            if recording, t != .unknown { expressionTypes[p.expression.id] = t }
            return .unknown
        }
        if let t = e.as(TryExprSyntax.self) {
            let inner = type(t.expression, expected: expected)
            return t.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? optionalIfKnown(inner) : inner
        }
        if let a = e.as(AwaitExprSyntax.self) { return type(a.expression, expected: expected) }
        if let a = e.as(AsExprSyntax.self) {
            let target = declarations.resolve(a.type, in: selfType)
            if a.questionOrExclamationMark != nil { checkGenericCast(to: a.type) }
            let operand = type(a.expression, expected: a.questionOrExclamationMark == nil ? target : .unknown)
            if a.questionOrExclamationMark != nil { recordParameterOperand(operand, of: a.expression) }
            if a.questionOrExclamationMark == nil, Self.isPrintedAtOnce(Syntax(a)) {
                refuseUnfaithfulPrinting(operand, at: a.expression)
                if recording, operand != .unknown { expressionTypes[a.expression.id] = operand }
            }
            if a.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
                return target == .unknown ? .unknown : .optional(target)
            }
            return target
        }
        if let i = e.as(IsExprSyntax.self) {
            checkGenericCast(to: i.type)
            recordParameterOperand(type(i.expression), of: i.expression)
            return .bool
        }
        if let t = e.as(TernaryExprSyntax.self) {
            _ = type(t.condition, expected: .bool)
            var a = type(t.thenExpression, expected: expected)
            let b = type(t.elseExpression, expected: expected == .unknown ? a : expected)
            // `q.isEmpty ? [] : matches`: a literal that needs a context takes the other branch's type.
            if !a.isKnown, b.isKnown, !expected.isKnown, ContextualLiterals.needsContext(t.thenExpression) {
                a = type(t.thenExpression, expected: b)
            }
            // `b ? 1 : 2.5` is a Double: the integer literal takes the other branch's type.
            if a == .int, b == .double, !expected.isKnown, t.thenExpression.is(IntegerLiteralExprSyntax.self) {
                a = type(t.thenExpression, expected: b)
            }
            if a == b || expected.isKnown { return a == b ? a : expected }
            // `c ? "text" : nil` is a `String?`, as is `c ? name : nil` with `name: String?`.
            let thenIsNil = t.thenExpression.is(NilLiteralExprSyntax.self)
            let elseIsNil = t.elseExpression.is(NilLiteralExprSyntax.self)
            if thenIsNil != elseIsNil, case let other = (thenIsNil ? b : a), other.isKnown {
                return .optional(other.unwrapped)
            }
            if a.unwrapped == b.unwrapped, a.isKnown { return .optional(a.unwrapped) }
            return .unknown
        }
        if ValueBranches.isBranching(e) { return branchingValueType(e, expected: expected) }
        if e.is(SuperExprSyntax.self) {
            guard let selfType, let decl = declarations.types[selfType], decl.kind == .classType,
                  let parent = decl.inherited.first else { return .unknown }
            // `super` of a subclass of `NavigationCoordinator<NewsRoute>` is the generic class.
            if case .generic(let generic, _)? = decl.supertypes.first { return .named(generic) }
            return .named(declarations.resolvedInheritedName(parent, from: decl))
        }
        if let magic = MagicIdentifiers.name(of: e) { return ["line", "column"].contains(magic) ? .int : .string }
        if let m = e.as(MacroExpansionExprSyntax.self) {
            for a in m.arguments { _ = type(a.expression) }
            return .unknown
        }
        // Anything else is not modelled: its parts are still checked, its type is unknown.
        for child in e.children(viewMode: .sourceAccurate) {
            if let x = child.as(ExprSyntax.self) { _ = type(x) }
        }
        return .unknown
    }

    /// `[a, b]`: an array of the expected element type, or of its elements' one type.
    func arrayLiteralType(_ a: ArrayExprSyntax, expected: SemaType) -> SemaType {
        if case .set(let e) = expected.unwrapped { return setLiteralType(a, element: e) }
        if let made = arrayLiteralConstructionType(a, expected: expected.unwrapped) { return made }
        var element = SemaType.unknown
        if case .array(let t) = expected.unwrapped { element = t }
        if case .slice(let t) = expected.unwrapped { element = t }
        var types = a.elements.map { type($0.expression, expected: element) }
        // `[P.a, .b]` without a context: an implicit member takes the type the other elements share.
        if element == .unknown, types.contains(.unknown), case let known = Set(types.filter { $0 != .unknown }),
           known.count == 1, let shared = known.first, shared.nominalName != nil {
            for (k, e) in a.elements.enumerated() where types[k] == .unknown && Self.isImplicitMember(e.expression) {
                types[k] = type(e.expression, expected: shared)
            }
        }
        // A literal where a slice is expected makes one (`tail == [2, 3]`).
        if case .slice = expected.unwrapped, element != .unknown { return .slice(element) }
        if element != .unknown { return .array(element) }
        let common = commonLiteralType(types, of: a.elements.map(\.expression))
        if common == nil, expected == .unknown { refuseHeterogeneousLiteral(a, types) }
        noteFloatingIntegers(a.elements.map(\.expression), in: common)
        return common.map { .array($0) } ?? .unknown
    }

    /// Whether `e` is `.member` or `.member(…)`, whose type is its context's.
    private static func isImplicitMember(_ e: ExprSyntax) -> Bool {
        let callee = e.as(FunctionCallExprSyntax.self)?.calledExpression ?? e
        return callee.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
    }

    /// Notes the integer literals among a collection literal's `elements` that its common
    /// type makes Doubles (`[1, 2.5]` is `[1.0, 2.5]`).
    private func noteFloatingIntegers(_ elements: [ExprSyntax], in common: SemaType?) {
        guard recording, common?.unwrapped == .double else { return }
        for e in elements {
            if let literal = Self.integerLiteral(e) { floatingIntegerLiterals.insert(literal.id) }
        }
    }

    /// The integer literal `e` is, written with or without a sign (`3`, `-3`); nil otherwise.
    static func integerLiteral(_ e: ExprSyntax) -> IntegerLiteralExprSyntax? {
        (e.as(PrefixOperatorExprSyntax.self)?.expression ?? e).as(IntegerLiteralExprSyntax.self)
    }

    /// `[k: v]`: a dictionary of the expected types, or of its entries' one key and value type.
    private func dictionaryLiteralType(_ d: DictionaryExprSyntax, expected: SemaType) -> SemaType {
        var key = SemaType.unknown, value = SemaType.unknown
        if case .dictionary(let k, let v) = expected.unwrapped { (key, value) = (k, v) }
        guard case .elements(let entries) = d.content else {
            return key == .unknown ? .unknown : .dictionary(key, value)
        }
        var keys: [SemaType] = [], values: [SemaType] = []
        for entry in entries {
            keys.append(type(entry.key, expected: key))
            values.append(type(entry.value, expected: value))
        }
        if key != .unknown, value != .unknown { return .dictionary(key, value) }
        guard let k = key != .unknown ? key : commonLiteralType(keys, of: entries.map(\.key)),
              let v = value != .unknown ? value : commonLiteralType(values, of: entries.map(\.value)) else { return .unknown }
        if key == .unknown { noteFloatingIntegers(entries.map(\.key), in: k) }
        if key == .unknown, case .named(let n) = k, isKnownNotHashable(n) {
            error("generic struct 'Dictionary' requires that '\(n)' conform to 'Hashable'", at: d)
        }
        if value == .unknown { noteFloatingIntegers(entries.map(\.value), in: v) }
        return .dictionary(k, v)
    }

    /// The one type a collection literal's elements share: their type when they agree, or
    /// `Double` when they are numbers and the ones typed `Int` are integer literals (Swift
    /// makes `[1.5, 2]` a `[Double]`), an Optional of what they share when some are `nil`
    /// or Optionals (`[count, nil, 7]` is an `[Int?]`); nil otherwise.
    private func commonLiteralType(_ types: [SemaType], of elements: [ExprSyntax]) -> SemaType? {
        let distinct = Set(types)
        if distinct.count == 1, let only = distinct.first { return only }
        if let superclass = commonSuperclass(of: distinct) { return superclass }
        let values = zip(types, elements).filter { !$0.1.is(NilLiteralExprSyntax.self) }
        if values.count < types.count || types.contains(where: \.isOptional), !values.isEmpty,
           values.allSatisfy({ $0.0 != .unknown && !$0.0.unwrapped.isOptional }),
           let wrapped = commonLiteralType(values.map(\.0.unwrapped), of: values.map(\.1)) {
            return .optional(wrapped)
        }
        if let joined = numberTypeJoiningLiterals(types, elements) { return joined }
        guard distinct == [.int, .double] else { return nil }
        let intsAreLiterals = zip(types, elements).allSatisfy { t, e in
            t == .double || Self.integerLiteral(e) != nil
        }
        return intsAreLiterals ? .double : nil
    }

    /// The nearest class every one of `types` is or inherits from (Swift makes
    /// `[Screen(), Settings()]` a `[Screen]` when Settings subclasses Screen); nil when one
    /// is no declared class or they share none.
    func commonSuperclass(of types: Set<SemaType>) -> SemaType? {
        var names: [String] = []
        for t in types {
            guard case .named(let n) = t, declarations.types[n]?.kind == .classType else { return nil }
            names.append(n)
        }
        guard var candidate = names.first else { return nil }
        while !names.allSatisfy({ declarations.inherits($0, from: candidate) }) {
            guard let d = declarations.types[candidate], let first = d.inherited.first else { return nil }
            let superclass = declarations.resolvedInheritedName(first, from: d)
            guard declarations.types[superclass]?.kind == .classType else { return nil }
            candidate = superclass
        }
        return .named(candidate)
    }

    /// `(a, b: c)`; a single unlabeled element in parentheses is that element.
    private func tupleType(_ t: TupleExprSyntax, expected: SemaType) -> SemaType {
        if t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return type(only.expression, expected: expected)
        }
        var parts: [SemaType] = Array(repeating: .unknown, count: t.elements.count)
        if case .tuple(let es) = expected, es.count == parts.count {
            parts = es.map(\.type)
            // `vm.position = (5, 5)` into `(x: Int, y: Int)`, `rows.append(("A", []))`, a
            // closure's `($0, "n")` into `[(id: Int, name: String)]`: Swift's conversion gives
            // the tuple the labels of the type expected, wherever that type was found.
            if recording, t.elements.allSatisfy({ $0.label == nil }), es.contains(where: { $0.label != nil }) {
                contextualTupleLabels[t.id] = es.map { $0.label ?? "" }
            }
        }
        return .tuple(zip(t.elements, parts).map { el, part in
            .init(label: el.label?.text, type: type(el.expression, expected: part))
        })
    }

    /// `Optional(x)`, `Optional.some(x)`, `Optional<T>.none`: an Optional of the written type,
    /// or of the value's. An Optional of an Optional, or of a value whose type the checker
    /// cannot tell (it may be one), is refused: coordlab keeps one level of Optional.
    private func optionalConstructionType(_ o: OptionalConstruction, expected: SemaType, at e: ExprSyntax) -> SemaType {
        let written = o.wrappedType.map { resolveHere($0) }
        var wrapped = written ?? expected.unwrapped
        if let value = o.value {
            let t = type(value, expected: wrapped)
            if written == nil { wrapped = t }
            if wrapped == .unknown {
                unsupported("'Optional(…)' of a value whose type it cannot tell", at: e)
                return .unknown
            }
        }
        refuseNestedOptional(.optional(wrapped), at: e)
        return wrapped == .unknown ? .unknown : .optional(wrapped)
    }
}
