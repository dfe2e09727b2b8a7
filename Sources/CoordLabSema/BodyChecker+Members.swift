import CoordLabSyntax
import SwiftSyntax

/// Members: `value.member`, `Type.member`, `.member` against the contextual type, and
/// subscripts. A member the receiver's type certainly lacks is an error, worded as
/// swiftc words it; one that coordlab lacks on a standard type is refused as unsupported.
extension BodyChecker {
    /// The type of `base.member` (or of its call's result when `call` is given), and
    /// whether a `?` link came before it.
    func memberAccessType(_ m: MemberAccessExprSyntax, expected: SemaType, call: CallArguments?) -> (SemaType, Bool) {
        guard let base = m.base else {
            return (implicitMember(m, expected: expected, call: call), false)
        }
        // `T.self` of a generic parameter: the type the running call bound it to.
        if m.declName.baseName.bareText == "self", call == nil, let r = base.as(DeclReferenceExprSyntax.self),
           case .metatype(.parameter(let p)) = typeOfName(r.baseName.bareText) {
            return (.metatype(.parameter(p)), false)
        }
        // `Void.self` (`withTaskGroup(of: Void.self)`): the metatype of the empty tuple.
        if m.declName.baseName.bareText == "self", call == nil, base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Void",
           typeOfName("Void") == .unknown {
            return (.metatype(.void), false)
        }
        let (baseType, chained) = isPostfixChain(base) ? chainType(base) : (type(base), false)
        if baseType != .unknown, recording { expressionTypes[base.id] = baseType }
        if m.declName.baseName.bareText == "self", let written = SugaredTypeLiteral.type(written: base, typed: baseType) {
            return (.metatype(written), false)
        }
        refuseGenericMetatypeUse(m, base: base, baseType: baseType, call: call)
        if call != nil { refuseMutatingCallOnConstant(m.declName.baseName, of: baseType, base: base) }
        noteSequenceFilter(m.declName.baseName.bareText, receiver: base, type: baseType, call: call)
        noteArrayReversal(m.declName.baseName.bareText, call: call, expected: expected)
        refuseMemberOfPlainOptional(m.declName.baseName.bareText, of: baseType, base: base)
        if call == nil, let f = caseFunctionType(m.declName.baseName.bareText, of: baseType) { return (f, false) }
        // `Array.init`, `Set.init` where a function is expected (`slices.map(Array.init)`).
        if call == nil, m.declName.baseName.bareText == "init",
           let collection = base.as(DeclReferenceExprSyntax.self)?.baseName.bareText, ["Array", "Set"].contains(collection),
           collection == "Array" ? baseType == .unknown && typeOfName("Array") == .unknown : declarations.types["Set"] == nil && local("Set") == nil {
            let saved = functionContext
            functionContext = expected
            defer { functionContext = saved }
            return (staticMember("init", of: .named(collection), at: m.declName, call: nil), false)
        }
        let saved = functionContext
        functionContext = call == nil ? expected : .unknown
        let savedCall = callContext
        callContext = call == nil ? .unknown : expected
        defer {
            functionContext = saved
            callContext = savedCall
        }
        return (member(m.declName.baseName.bareText, of: baseType, at: m.declName, call: call), chained)
    }

    /// `Route.detail` of a case with associated values, not called: a function from the
    /// associated values to the enum (`ids.map(Route.detail)`); nil for anything else.
    private func caseFunctionType(_ name: String, of base: SemaType) -> SemaType? {
        guard case .metatype(.named(let n)) = base, let decl = declarations.types[n], decl.kind == .enumType,
              decl.genericParameters.isEmpty, let ms = decl.members[name], ms.count == 1, ms[0].kind == .enumCase,
              !ms[0].parameters.isEmpty else { return nil }
        return .function(ms[0].parameters, ms[0].type)
    }

    /// `.member` (or `.member(…)`): a static member of the contextual type.
    func implicitMember(_ m: MemberAccessExprSyntax, expected: SemaType, call: CallArguments? = nil) -> SemaType {
        let name = m.declName.baseName.bareText
        if expected != .unknown, recording { implicitMemberContexts[m.id] = implicitMemberContext(expected, at: m) }
        var owner = expected
        if case .optional(let w) = expected {
            if name == "none" { return expected }
            if name == "some" {
                typeArguments(call, parameters: [w])
                return expected
            }
            owner = w
        }
        if case .generic(let n, _) = owner, name == "init" {
            return initializerType(of: .named(n), call: call, expected: owner)
        }
        if case .generic(let n, _) = owner, let t = genericCaseType(name, of: n, expected: owner, at: m, call: call) {
            return t
        }
        if let t = staticGenericCall(name, of: owner, call: call, at: m.declName) { return t }
        guard case .named = owner else {
            typeArguments(call, parameters: nil)
            return .unknown
        }
        return staticMember(name, of: owner, at: m.declName, call: call)
    }

    /// What the compiler looks `.member` up in for a context of type `expected`: inside a
    /// generic function, where a parameter `T: Zero` has its constraint's type, the one
    /// parameter so constrained (`.zero` is then the bound type's, as in Swift); several
    /// are refused, since coordlab would not know which one the context is.
    private func implicitMemberContext(_ expected: SemaType, at m: MemberAccessExprSyntax) -> SemaType {
        guard case .named(let c) = expected, declarations.types[c]?.kind == .protocolType else { return expected }
        let parameters = parameterConstraints.filter { $0.value == c }.keys.sorted()
        if parameters.count > 1 {
            unsupported("'.\(m.declName.baseName.text)' where generic parameters \(parameters.map { "'\($0)'" }.joined(separator: " and ")) share the constraint '\(c)' (write 'T.\(m.declName.baseName.text)')", at: m)
        }
        return parameters.count == 1 ? .parameter(parameters[0]) : expected
    }

    /// The type of member `name` of a value of type `base`.
    func member(_ name: String, of base: SemaType, at node: some SyntaxProtocol, call: CallArguments?) -> SemaType {
        if name == "self" { return base }
        // `T.member`, or a member of any `T.Type` value: coordlab has no type to look it up in.
        if case .metatype(.parameter(let n)) = base {
            // `T.id`, `T.make()` of a function's `T: Storyboarded`: the constraint's static member,
            // run on the type the call bound.
            if let c = parameterConstraints[n] {
                // Swift reaches such a member of the protocol's extension statically, while
                // coordlab would run the bound type's own.
                if declarations.isShadowedExtensionOnlyStatic(name, of: c) {
                    unsupported("a static member a protocol extension declares and a conforming type declares again ('\(name)'), used through a generic parameter", at: node)
                }
                return member(name, of: .metatype(.named(c)), at: node, call: call)
            }
            refuseGenericParameterValue(base, named: n, at: node)
        }
        // A standard Hashable value's (a declared type's comes with its Hashable conformance).
        if name == "hashValue", call == nil, base.isStandardHashable { return .int }
        // `name.hash(into: &hasher)` in a type's own `hash(into:)`.
        if name == "hash", let call, call.arguments.map(\.label) == ["into"], base.isStandardHashable {
            typeArguments(call, parameters: nil)
            return .void
        }
        // Swift hashes `Optional(4)` unlike `4`; coordlab keeps an Optional as its value.
        if name == "hashValue", call == nil, case .optional = base {
            unsupported("'hashValue' of an Optional", at: node)
            return .int
        }
        // `super.init(…)`, `self.init(…)`: an initializer, declared or implicit.
        if name == "init", case .named = base { return initializerType(of: base, call: call, delegating: true) }
        if name.hasPrefix("_"), let owner = base.unwrapped.nominalName, owner != selfType,
           declarations.types[owner]?.members[name]?.contains(where: { $0.wrapperRole?.isBacking == true }) == true {
            error("'\(name)' is inaccessible due to 'private' protection level", at: node)
        }
        switch base {
        case .metatype(let inner):
            return staticMember(name, of: inner, at: node, call: call)
        case .optional(let wrapped):
            if let t = extensionMember(name, of: base, isStatic: false, call: call, at: node) {
                if recording { optionalExtensionMembers.insert(node.id) }
                return t
            }
            if ["map", "flatMap"].contains(name) {
                let (closureResult, _) = typeArguments(call, closureParameters: [wrapped])
                // `map` with a closure that gives an Optional makes an Optional of an Optional.
                if name == "map" { refuseNestedOptional(.optional(closureResult), at: node) }
                // What the closure gives, wrapped (`map`) or as it is, an Optional (`flatMap`).
                if name == "map", closureResult != .unknown, !closureResult.isOptional { return .optional(closureResult) }
                if name == "flatMap", closureResult.isOptional { return closureResult }
                return .unknown
            }
            if ["none", "some", "unsafelyUnwrapped", "debugDescription"].contains(name) { return .unknown }
            // An implicitly unwrapped optional is used as its wrapped value.
            return member(name, of: wrapped, at: node, call: call)
        case .tuple(let es):
            guard let element = Int(name).flatMap({ $0 < es.count ? es[$0] : nil }) ?? es.first(where: { $0.label == name }) else {
                error("value of tuple type '\(base)' has no member '\(name)'", at: node)
                return .unknown
            }
            // `counter.increment()`: the call of a closure the element holds.
            if let call, case .function(let ps, let result) = element.type {
                typeArguments(call, parameters: ps)
                return result
            }
            guard let call else { return element.type }
            typeArguments(call, parameters: nil)
            return .unknown
        case .named(let n) where declarations.types[n] != nil:
            if let t = ownSequenceMember(name, of: base, at: node, call: call) { return t }
            if let t = refusedAsyncSequenceMember(name, of: base, at: node, call: call) { return t }
            if call == nil, n == selfType, let t = genericPropertyType(name, of: n, arguments: ownGenericArguments) {
                return t
            }
            if n == selfType, isReadFromSelf(node), let (owner, _) = selfBoundMembers(name, at: node) {
                return instanceMember(name, of: owner, at: node, call: call)
            }
            return instanceMember(name, of: n, at: node, call: call)
        case .generic(let n, _) where StandardMembers.rangeTypes.contains(n) && declarations.types[n] == nil:
            if let t = extensionMember(name, of: base, isStatic: false, call: call, at: node) { return t }
            return standardMember(name, of: base, at: node, call: call)
        case .generic(let n, let args):
            if call == nil, let t = genericPropertyType(name, of: n, arguments: args) { return t }
            if let t = ownSequenceMember(name, of: base, at: node, call: call) { return t }
            if let t = refusedAsyncSequenceMember(name, of: base, at: node, call: call) { return t }
            if name == "next", let element = OwnSequences.arrayIteratorElement(base), let call, call.arguments.isEmpty {
                return .optional(element)
            }
            refuseMissingGenericMember(name, of: base, named: n, at: node)
            if let call, let t = genericMethodType(name, of: n, arguments: args, call: call) { return t }
            let own = declarations.types[n]?.members[name] ?? []
            let ownMatches = call.map { c in own.contains { c.matches($0.labels) } } ?? !own.isEmpty
            if !ownMatches, let t = inheritedGenericMember(name, of: n, arguments: args, call: call) {
                return t
            }
            typeArguments(call, parameters: nil)
            return .unknown
        default:
            if let t = extensionMember(name, of: base, isStatic: false, call: call, at: node) { return t }
            return standardMember(name, of: base, at: node, call: call)
        }
    }

    /// Reports a member that an instance of generic type `n` certainly lacks: neither it nor
    /// any of its supertypes, all declared, declares one. Swift's own `Result`, which
    /// coordlab declares with fewer members than Swift's, is refused as unsupported, and so
    /// is a member of another framework's type (Combine's `zip` of a subject), which the
    /// real framework may well have.
    private func refuseMissingGenericMember(_ name: String, of base: SemaType, named n: String, at node: some SyntaxProtocol) {
        guard let decl = declarations.types[n], decl.members[name] == nil, declarations.inheritsOnlyDeclaredTypes(n),
              declarations.inheritedMember(name, from: n, bindings: [:]) == nil else { return }
        if n == "Result", Self.resultMembers.contains(name) || CombineStandardMembers.has(name) {
            error("coordlab does not support 'Result.\(name)' yet", at: node)
        } else if decl.isFramework, n != "Result" {
            unsupported("'\(name)' of '\(base)'", at: node)
        } else {
            error("value of type '\(base)' has no member '\(name)'", at: node)
        }
    }

    /// The result of calling generic method `name` of an instance of generic type `n` with
    /// generic `arguments` (`result.map { … }` on a `Result<Int, E>`): the instance's
    /// arguments in place of the type's parameters, then the call binds the method's own.
    /// Nil when the call is not to one such method.
    private func genericMethodType(_ name: String, of n: String, arguments: [SemaType], call: CallArguments) -> SemaType? {
        guard let decl = declarations.types[n], decl.genericParameters.count == arguments.count,
              let ms = decl.members[name]?.filter({ $0.kind == .method && !$0.isStatic && call.fits($0) }),
              ms.count == 1, let g = ms[0].generic ?? ms[0].symbolic else { return nil }
        let own = declarations.withAssociatedValues(Dictionary(uniqueKeysWithValues: zip(decl.genericParameters, arguments)))
        var bound = g
        bound.parameterTypes = g.parameterTypes.map { $0.substituting(own) }
        bound.result = g.result.substituting(own)
        bound.sameTypes = g.sameTypes.mapValues { $0.substituting(own) }
        return genericCallType(bound, named: name, call: call, expected: .unknown, requiredBy: GenericRequirements.callee(ms[0]))
    }

    /// The instance members Swift's `Result` has.
    static let resultMembers: Set<String> = ["get", "map", "mapError", "flatMap", "flatMapError", "hashValue", "hash"]

    /// Member `name` that a program's extension of a standard type gives a value (or, when
    /// `isStatic`, the type) `base`, typed as any declared member; nil when none does.
    func extensionMember(_ name: String, of base: SemaType, isStatic: Bool, call: CallArguments?,
                         at node: some SyntaxProtocol) -> SemaType? {
        for holder in StandardExtensions.holders(for: base, member: name) {
            // Its own members, then those of the protocols an extension conforms it to.
            var found = declarations.types[holder]?.members[name]
            if found == nil, declarations.types[holder]?.inherited.isEmpty == false,
               case .found(let inherited) = declarations.member(name, of: holder) {
                found = inherited
            }
            guard let ms = found?.filter({ $0.isStatic == isStatic }), !ms.isEmpty else { continue }
            let bindings = StandardExtensions.bindings(ofHolder: holder, receiver: base)
            if !meetsExtensionCondition(call.map { c in ms.filter { c.fits($0) } } ?? ms, of: holder, bindings: bindings, at: node) {
                return .unknown
            }
            // A member naming the extended type's parameters (`-> [Element]`): with the receiver's.
            if let call, case let fitting = ms.filter({ call.fits($0) }), fitting.count == 1, let g = fitting[0].symbolic, fitting[0].generic == nil {
                var bound = g
                bound.parameterTypes = g.parameterTypes.map { $0.substituting(bindings) }
                bound.result = g.result.substituting(bindings)
                return genericCallType(bound, named: name, call: call, expected: .unknown).substituting(bindings)
            }
            if call == nil, ms.count == 1, let t = ms[0].genericType {
                return t.substituting(bindings)
            }
            let t = call.map { callResult(ms, owner: holder, call: $0) } ?? valueType(of: ms, owner: holder)
            return t.replacingHolder(holder, with: base)
        }
        return nil
    }

    /// A member of a value of a declared class, struct, enum or protocol type.
    private func instanceMember(_ name: String, of n: String, at node: some SyntaxProtocol, call: CallArguments?) -> SemaType {
        let spelled = declarations.types[n]?.kind == .protocolType ? "any \(n)" : n
        return declaredMember(name, of: n, missing: "value of type '\(spelled)' has no member '\(name)'", at: node, call: call)
    }

    /// Member `name` of declared type `n`: its type (or its call's result), or `missing`
    /// reported when the type certainly lacks it.
    private func declaredMember(_ name: String, of n: String, missing: String, at node: some SyntaxProtocol,
                                call: CallArguments?) -> SemaType {
        switch declarations.member(name, of: n) {
        case .missing:
            if let standIn = FrameworkMembers.standInLacking(name, of: n, in: declarations) {
                unsupported("'\(standIn).\(name)'", at: node)
            } else {
                error(missing, at: node)
            }
        case .found(let ms):
            guard let call else { return valueType(of: declarations.withInheritedProperty(ms, named: name, of: n), owner: n) }
            return callResult(ms, owner: n, call: call, expected: callContext, complete: declarations.declaresOnce(name, in: n))
        case .unknown:
            if let t = inheritedGenericMember(name, of: n, arguments: [], call: call) { return t }
        }
        typeArguments(call, parameters: nil)
        return .unknown
    }

    /// `Port.init` of a program's type, not called: a function of the one argument its only
    /// one-parameter initializer takes (`texts.compactMap(Port.init)`); any other is refused.
    private func initializerReference(_ decl: NominalDeclaration, at node: some SyntaxProtocol) -> SemaType {
        let inits = (decl.members["init"] ?? []).filter { $0.kind == .initializer }
        let single = inits.filter { $0.parameters.count == 1 }
        // A struct's memberwise initializer of one property (`struct Tag { var name: String }`).
        if decl.genericParameters.isEmpty, inits.isEmpty, let memberwise = decl.memberwiseParameters, memberwise.count == 1 {
            let made = SemaType.function([memberwise[0].type], .named(decl.name))
            if recording, let m = node.parent?.as(MemberAccessExprSyntax.self) { expressionTypes[ExprSyntax(m).id] = made }
            return made
        }
        // An enum's `init(rawValue:)` (`codes.compactMap(Priority.init(rawValue:))`).
        if single.isEmpty, let raw = decl.rawType {
            let made = SemaType.function([raw], .optional(.named(decl.name)))
            if recording, let m = node.parent?.as(MemberAccessExprSyntax.self) { expressionTypes[ExprSyntax(m).id] = made }
            return made
        }
        guard decl.genericParameters.isEmpty, single.count == 1, let only = single.first else {
            error("coordlab does not support '\(decl.name).init' as a function value yet (write a closure: '{ \(decl.name)($0) }')", at: node)
            return .unknown
        }
        let made = SemaType.function(only.parameters, only.type)
        if recording, let m = node.parent?.as(MemberAccessExprSyntax.self) { expressionTypes[ExprSyntax(m).id] = made }
        return made
    }

    /// The element type of what `Array(_:)` (or `Set(_:)`, `forSet`) makes of a value of
    /// type `t`, where the compiler can make it (an array, a slice, or for an array a
    /// string); nil otherwise.
    private static func arrayElement(of t: SemaType, forSet: Bool = false) -> SemaType? {
        switch t {
        case .array(let e), .slice(let e): return e.isKnown ? e : nil
        case .string, .named("Substring"): return forSet ? nil : .character
        default: return nil
        }
    }

    /// The static members named `name` of generic type `n` (whose members the checker
    /// otherwise leaves unchecked) when none of their types mentions a generic parameter
    /// (`Task.sleep(for:)`, `Task.isCancelled`): they are typed as declared.
    private func staticMembersFreeOfParameters(_ name: String, of n: String) -> [Member]? {
        guard let decl = declarations.types[n], decl.isOpaque, let ms = decl.members[name], !ms.isEmpty,
              ms.allSatisfy({ m in
                  m.isStatic && m.generic == nil && m.kind != .enumCase
                      && (m.symbolic.map { $0.parameterTypes + [$0.result] } ?? m.parameters + [m.type]).allSatisfy { $0.isKnown }
              }) else { return nil }
        return ms
    }

    /// A static member, case, nested type or initializer of type `owner`.
    func staticMember(_ name: String, of owner: SemaType, at node: some SyntaxProtocol, call: CallArguments?) -> SemaType {
        if name == "init", call == nil, case .named(let n) = owner, declarations.types[n] == nil {
            // Where a function of one argument is expected, `String.init` is `{ String($0) }`.
            if case .function(let ps, _) = functionContext, ps.count == 1, !["Array", "Set"].contains(n) || Self.arrayElement(of: ps[0], forSet: n == "Set") != nil {
                // `map(Array.init)` of slices: each made an array of its elements; `map(Set.init)`, a set of them.
                // A number or Bool made from text may fail: `map(Int.init)` of strings gives `[Int?]`.
                let fails = (["Int", "Double", "Float", "Bool"].contains(n) || SizedInteger.named(n) != nil)
                    && [.string, .named("Substring"), .character].contains(ps[0])
                let made = SemaType.function(ps, n == "Array" ? .array(Self.arrayElement(of: ps[0])!)
                                                 : n == "Set" ? .set(Self.arrayElement(of: ps[0])!) : fails ? .optional(.named(n)) : .named(n))
                if recording, let m = node.parent?.as(MemberAccessExprSyntax.self) { expressionTypes[ExprSyntax(m).id] = made }
                return made
            }
            error("coordlab does not support '\(n).init' as a function value yet (write a closure: '{ \(n)($0) }')", at: node)
            return .unknown
        }
        if name == "init", call == nil, case .named(let n) = owner, let decl = declarations.types[n] {
            return initializerReference(decl, at: node)
        }
        if name == "init" { return initializerType(of: owner, call: call) }
        switch owner {
        case .generic(let n, _), .named(let n):
            if let t = genericCaseType(name, of: n, expected: owner, at: node, call: call) { return t }
        default: break
        }
        if let t = extensionMember(name, of: owner, isStatic: true, call: call, at: node) { return t }
        if case .named(let n) = owner, declarations.types[n] == nil, let members = StandardStaticMembers.byType[n] {
            if let c = members[name], call == nil { return c.type }
            error("coordlab does not support '\(n).\(name)' yet", at: node)
            typeArguments(call, parameters: nil)
            return .unknown
        }
        if let t = staticGenericCall(name, of: owner, call: call, at: node) { return t }
        guard case .named(let n) = owner, declarations.types[n] != nil else {
            typeArguments(call, parameters: nil)
            return .unknown
        }
        if let nested = declarations.typeNamed(name, inside: n) {
            return call == nil ? .metatype(nested) : initializerType(of: nested, call: call)
        }
        if let ms = staticMembersFreeOfParameters(name, of: n) {
            if let call, let decl = declarations.types[n], decl.isFramework, !ms.contains(where: { call.fits($0) }) {
                unsupported("'\(n).\(name)(\(call.arguments.map { ($0.label ?? "_") + ":" }.joined()))'", at: node)
                typeArguments(call, parameters: nil)
                return .unknown
            }
            return call.map { callResult(ms, owner: n, call: $0, complete: true) } ?? valueType(of: ms, owner: n)
        }
        // A framework's generic type without the member (`Task.detached`): refused by name.
        if let decl = declarations.types[n], decl.isFramework, decl.isOpaque, decl.members[name] == nil, decl.inherited.isEmpty {
            unsupported("'\(n).\(name)'", at: node)
            typeArguments(call, parameters: nil)
            return .unknown
        }
        if refusesInstanceMember(name, of: n, at: node, call: call) {
            typeArguments(call, parameters: nil)
            return .unknown
        }
        // (A protocol's requirement and the default its extension gives are one method.)
        if call == nil, case .found(let ms) = declarations.member(name, of: n), ms.allSatisfy({ $0.isStatic && $0.kind == .method }),
           Set(ms.map { "\($0.labels) \($0.parameters)" }).count > 1 {
            unsupported("an overloaded static method named as a function value ('\(n).\(name)')", at: node)
            return .unknown
        }
        return declaredMember(name, of: n, missing: "type '\(n)' has no member '\(name)'", at: node, call: call)
    }

    /// Refuses `Type.member` where `member` is only an instance member (`PhotoCell.frame`),
    /// at the type's name, in swiftc's words. A method named without a call, or called
    /// with one unlabelled argument (`Plain.method`, `Plain.method(plain)`: a function of
    /// an instance), is Swift that coordlab does not run yet: refused as such, except in
    /// `#selector(Screen.tapped)`, which names the method.
    private func refusesInstanceMember(_ name: String, of n: String, at node: some SyntaxProtocol, call: CallArguments?) -> Bool {
        let curried = call == nil || (call?.arguments.count == 1 && call?.arguments.first?.label == nil)
        guard let access = node.parent?.as(MemberAccessExprSyntax.self), let base = access.base,
              case .found(let ms) = declarations.member(name, of: n), !ms.isEmpty,
              ms.allSatisfy({ !$0.isStatic && ($0.kind == .property || $0.kind == .method) }) else { return false }
        if curried && ms.contains(where: { $0.kind == .method }) {
            if Self.isInsideSelector(access) { return false }
            unsupported("an instance method named on its type ('\(n).\(name)', a function of an instance)", at: access)
            return true
        }
        error("instance member '\(name)' cannot be used on type '\(n)'; did you mean to use a value of this type instead?", at: base)
        return true
    }

    /// Whether `node` is inside `#selector(…)`.
    private static func isInsideSelector(_ node: some SyntaxProtocol) -> Bool {
        var p = node.parent
        while let q = p {
            if let m = q.as(MacroExpansionExprSyntax.self) { return m.macroName.text == "selector" }
            p = q.parent
        }
        return false
    }

    /// A member of a standard-library value: typed from coordlab's table, refused when
    /// the table lacks it.
    func standardMember(_ name: String, of base: SemaType, at node: some SyntaxProtocol,
                                call: CallArguments?) -> SemaType {
        if let t = stringIndexMember(name, of: base, at: node, call: call) { return t }
        guard let (members, typeName) = StandardMembers.table(for: base) else {
            typeArguments(call, parameters: nil)
            return .unknown
        }
        // Foundation's members of strings need a file that imports it.
        let needsFoundation = StringModuleMembers.foundation.contains(name) && !seesFrameworks
        guard members[name] != nil, !needsFoundation, call != nil || StandardMembers.methodsOnly[typeName]?.contains(name) != true else {
            // `hashValue` comes with Hashable, which the generated list does not follow.
            if needsFoundation || (!seesFrameworks && name != "hashValue" && StandardLibraryMembers.byType[typeName]?.contains(name) == false
               && !StringModuleMembers.has(name, on: typeName) && !CombineStandardMembers.has(name)) {
                error("value of type '\(base)' has no member '\(name)'", at: node)
            } else {
                error("coordlab does not support '\(typeName).\(name)' yet", at: node)
            }
            typeArguments(call, parameters: nil)
            return .unknown
        }
        if call == nil, !StandardMembers.properties.contains(name) {
            // `order.filter(enabled.contains)`: coordlab's standard methods are not values.
            if StandardMembers.methodNames.contains(name), Self.isNamedAsValue(node) {
                unsupported("the standard method '\(typeName).\(name)' as a function value (a closure calling it runs)", at: node)
            }
            return .unknown
        }
        // A collection's description shows its Optionals as `Optional(…)`, which coordlab's
        // values (kept unwrapped) do not tell when read apart from a print.
        if call == nil, name == "description", base.holdsOptional {
            unsupported("'description' of a collection holding Optionals ('\(base)')", at: node)
            return .unknown
        }
        if let call, let forms = StandardMembers.callLabels(name, on: base),
           !forms.contains(call.arguments.map(\.label)) {
            unsupported("'\(typeName).\(name)(\(call.arguments.map { ($0.label ?? "_") + ":" }.joined()))'", at: node)
            typeArguments(call, parameters: nil)
            return .unknown
        }
        if let unit = StandardMembers.codeUnits[name], !Self.readsCountOfView(node), Self.walksView(node) {
            return .array(.named(unit))
        }
        if StandardMembers.textViews.contains(name), !Self.readsCountOfView(node) {
            unsupported("'\(typeName).\(name)' other than its 'count' and 'isEmpty'"
                        + (name == "unicodeScalars" ? "" : " or as a sequence of code units"), at: node)
            return .unknown
        }
        if name == "joined", case .array(let element) = base, case .array(let inner) = element {
            // A `FlattenSequence` (coordlab makes an array of it); with a separator a
            // `JoinedSequence`, which coordlab would join as strings.
            if call?.arguments.isEmpty == false { unsupported("'joined(separator:)' of an array of arrays", at: node) }
            typeArguments(call, parameters: nil)
            return .array(inner)
        }
        if refusesComparingNonEquatableElements(name, of: base, call: call, at: node) { return .unknown }
        var value = StandardMembers.valueParameter(name, of: base)
        // `prices.reduce(0, +)`: the operator combines two values of the element's type, so
        // the initial value is one (a literal there is a Double for Doubles), as Swift infers.
        if name == "reduce", case .array(let element) = base, let arguments = call?.arguments, arguments.count == 2,
           arguments[0].label == nil, case .binaryOperator? = arguments[1].expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind {
            value = element
        }
        // `let total: Double = items.reduce(0) { … }`: the context makes the literal a Double
        // (a `UInt`, a `Float` …).
        if name == "reduce", let first = call?.arguments.first?.expression, call?.arguments.count == 2,
           call?.arguments.last?.expression.is(ClosureExprSyntax.self) == true,
           Self.integerLiteral(first) != nil,
           callContext.unwrapped.isFloatingPoint
            || SizedInteger.named(callContext.unwrapped.description) != nil {
            value = callContext.unwrapped
        }
        // `xs.reduce(nil) { m, x in … }`: the context's Optional is the accumulator's type.
        if name == "reduce", let first = call?.arguments.first?.expression, first.is(NilLiteralExprSyntax.self) {
            guard callContext.isOptional else {
                unsupported("inferring the type of 'reduce''s initial 'nil' without a type from the context", at: first)
                return .unknown
            }
            value = callContext
        }
        if name == "reduce", case .array(let element) = base, let arguments = call?.arguments, arguments.count == 2,
           let c = arguments[1].expression.as(ClosureExprSyntax.self),
           let accumulator = reduceLiteralAccumulator(arguments[0].expression, element: element, closure: c) {
            value = accumulator
        }
        let (closureResult, first) = typeArguments(call, closureParameters: StandardMembers.closureParameters(name, of: base),
                                                   value: value, labelled: StandardMembers.labelledParameters(name, of: base),
                                                   closureResult: Self.mappedElement(name, of: base, context: callContext))
        if name == "flatMap", refusesFlatMap(giving: closureResult, at: node) { return .unknown }
        let result = StandardMembers.type(of: name, on: base, closureResult: closureResult, firstArgument: first) ?? .unknown
        refuseNestedOptional(result, at: node)
        return result
    }

    /// What the closure of an array's `map` (or `compactMap`) must give where the context
    /// types the result (`let rows: [Row] = names.map { .init(title: $0) }`): the element
    /// (an Optional of it); unknown otherwise.
    static func mappedElement(_ name: String, of base: SemaType, context: SemaType) -> SemaType {
        guard case .array = base, case .array(let element) = context.unwrapped, element.isKnown else { return .unknown }
        switch name {
        case "map": return element
        case "compactMap": return .optional(element)
        default: return .unknown
        }
    }

    /// Whether the member at `node` (`utf8` in `name.utf8.count`) is read for its `count` or
    /// `isEmpty` at once.
    /// Whether the text view `node` names (`s.utf8`) is only walked for its elements: the
    /// receiver of a sequence method that gives no view of its own, `Array(…)`'s argument or
    /// a `for` loop's sequence (printing it, slicing it or keeping it would show a view).
    private static func walksView(_ node: some SyntaxProtocol) -> Bool {
        guard let view = node.parent?.as(MemberAccessExprSyntax.self) else { return false }
        if let read = view.parent?.as(MemberAccessExprSyntax.self), read.base?.id == view.id {
            return StandardMembers.codeUnitWalks.contains(read.declName.baseName.text)
        }
        if let loop = view.parent?.as(ForStmtSyntax.self) { return loop.sequence.id == view.id }
        if let argument = view.parent?.as(LabeledExprSyntax.self), argument.label == nil,
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array" {
            return true
        }
        return false
    }

    private static func readsCountOfView(_ node: some SyntaxProtocol) -> Bool {
        guard let view = node.parent?.as(MemberAccessExprSyntax.self),
              let read = view.parent?.as(MemberAccessExprSyntax.self), read.base?.id == view.id else { return false }
        return StandardMembers.textView[read.declName.baseName.text] != nil
    }

    /// Refuses an Optional of an Optional (`[Int?].first` is an `Int??`): coordlab keeps
    /// one level of Optional, and would print and bind such a value wrongly.
    func refuseNestedOptional(_ t: SemaType, at node: some SyntaxProtocol) {
        if case .optional(let inner) = t, inner.isOptional {
            error("coordlab does not support Optionals of Optionals ('\(t)') yet", at: node)
        }
    }

    /// `base[index]`.
    func subscriptType(_ s: SubscriptCallExprSyntax) -> (SemaType, Bool) {
        let (baseType, chained) = isPostfixChain(s.calledExpression) ? chainType(s.calledExpression)
            : (type(s.calledExpression), false)
        var result = SemaType.unknown
        var key = SemaType.unknown
        let isRange = s.arguments.contains { a in
            if let p = a.expression.as(PrefixOperatorExprSyntax.self) { return ["..<", "..."].contains(p.operator.text) }
            if let p = a.expression.as(PostfixOperatorExprSyntax.self) { return p.operator.text == "..." }
            guard let i = a.expression.as(InfixOperatorExprSyntax.self) else {
                // `items[r]` of a range kept in a variable: a slice too.
                guard baseType.standardSequenceElement != nil, a.label == nil, s.arguments.count == 1,
                      case .generic(let n, _) = quietType(of: a.expression) else { return false }
                return StandardMembers.rangeTypes.contains(n)
            }
            return ["..<", "..."].contains(i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
        }
        let hasDefault = s.arguments.contains { $0.label?.text == "default" }
        // The compiler tells a dictionary's `[key, default: value]` from a program's own
        // subscript with that label by the base's type.
        if hasDefault, recording, baseType != .unknown { expressionTypes[s.calledExpression.id] = baseType }
        if let t = stringSubscriptType(s, base: baseType, isRange: isRange) {
            for a in s.arguments { _ = type(a.expression, expected: isRange ? .unknown : StringIndices.index) }
            return (t, chained)
        }
        if let path = keyPathSubscriptType(s, base: baseType) {
            return (path, chained)
        }
        if let t = extensionSubscriptType(s, base: baseType) {
            return (t, chained)
        }
        switch baseType {
        case .generic(let n, _) where StandardMembers.rangeTypes.contains(n): unsupported("subscripts of '\(baseType)'", at: s)
        // A slice of the array's (or the slice's) storage, with its indices.
        case .array(let e) where isRange, .slice(let e) where isRange: result = .slice(e)
        // A `Slice<Self>` in Swift, which coordlab does not model.
        case _ where isRange && baseType.nominalName.map(declarations.isOwnCollection) == true:
            unsupported("a range subscript of a program's own collection ('\(baseType)')", at: s)
        case _ where isRange: break
        case .array(let e), .slice(let e): (result, key) = (e, .int)
        case .dictionary(let k, let v): (result, key) = (hasDefault ? v : .optional(v), k)
        case .set: unsupported("subscripts of 'Set'", at: s)
        case .named(let n):
            if case .found(let ms) = declarations.member("subscript", of: n), let m = declaredSubscript(ms, for: s) {
                if let g = m.generic {
                    result = genericSubscriptType(g, for: s)
                    refuseNestedOptional(result, at: s)
                    return (result, chained)
                }
                result = m.type
                if let ps = Self.parameters(of: m, for: s) {
                    for (a, p) in zip(s.arguments, ps) {
                        checkConversion(type(a.expression, expected: p), to: p, at: a.expression, site: .argument)
                    }
                    refuseNestedOptional(result, at: s)
                    return (result, chained)
                }
            }
        default: break
        }
        for a in s.arguments { _ = type(a.expression, expected: a.label == nil ? key : result.unwrapped) }
        refuseNestedOptional(result, at: s)
        return (result, chained)
    }

    /// `base[keyPath: path]`, the subscript every value has: the type of the value the path
    /// leads to (an unrooted `\.name` is rooted at `base`); nil for any other subscript.
    private func keyPathSubscriptType(_ s: SubscriptCallExprSyntax, base: SemaType) -> SemaType? {
        guard let path = s.keyPathArgument else { return nil }
        let kind = isValueType(base) ? "WritableKeyPath" : "ReferenceWritableKeyPath"
        let expected = base == .unknown || path.as(KeyPathExprSyntax.self)?.root != nil
            ? SemaType.unknown : .generic(kind, [base, .unknown])
        guard case .generic(let n, let args) = type(path, expected: expected),
              Self.keyPathTypes.contains(n), args.count == 2 else { return .unknown }
        return args[1]
    }
}

extension BodyChecker {
    /// Whether the member access at `node` (or its name) is a value handed on without a
    /// call: an argument, a variable's initial value, a returned value.
    static func isNamedAsValue(_ node: some SyntaxProtocol) -> Bool {
        guard let access = node.as(MemberAccessExprSyntax.self) ?? node.parent?.as(MemberAccessExprSyntax.self),
              let parent = access.parent else { return false }
        return parent.is(LabeledExprSyntax.self) || parent.is(InitializerClauseSyntax.self) || parent.is(ReturnStmtSyntax.self)
    }
}

extension BodyChecker {
    /// Refuses a collection's `flatMap` whose closure gives what coordlab's run cannot tell
    /// apart: a String (Swift flattens its characters, coordlab would keep the string, as
    /// it keeps an Optional String's) or an Optional of a collection (Swift keeps each one
    /// whole, coordlab would flatten it).
    func refusesFlatMap(giving closureResult: SemaType, at node: some SyntaxProtocol) -> Bool {
        let text: Set<SemaType> = [.string, .named("Substring")]
        if text.contains(closureResult) {
            unsupported("'flatMap' with a closure giving a String (flattened into its characters)", at: node)
            return true
        }
        if case .optional(let wrapped) = closureResult, !text.contains(wrapped), wrapped.standardSequenceElement != nil {
            unsupported("'flatMap' with a closure giving an Optional collection ('\(closureResult)')", at: node)
            return true
        }
        return false
    }
}
