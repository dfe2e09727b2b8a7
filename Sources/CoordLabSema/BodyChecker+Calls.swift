import CoordLabSyntax
import SwiftSyntax

/// The arguments of a call: labeled ones in parentheses and trailing closures.
struct CallArguments {
    var arguments: [(label: String?, expression: ExprSyntax)]
    /// The call, and what it calls (where errors about the call are placed).
    var id: SyntaxIdentifier?
    var callee: ExprSyntax?
    /// The call itself, where errors about its arguments are placed.
    var syntax: FunctionCallExprSyntax?

    init(_ c: FunctionCallExprSyntax) {
        id = c.id
        callee = c.calledExpression
        syntax = c
        arguments = c.arguments.map { ($0.label?.text, $0.expression) }
        if let t = c.trailingClosure { arguments.append((nil, ExprSyntax(t))) }
        for t in c.additionalTrailingClosures { arguments.append((t.label.text, ExprSyntax(t.closure))) }
    }

    /// The index of the unlabeled trailing closure among `arguments`, if the call has one.
    var firstTrailingIndex: Int? {
        guard let c = syntax, c.trailingClosure != nil else { return nil }
        return c.arguments.count
    }

    /// Whether the arguments can go to `m`'s parameters (see `ArgumentMatching`).
    func fits(_ m: Member) -> Bool {
        m.shapes.map { ArgumentMatching.match(self, $0) != nil } ?? matches(m.labels)
    }

    /// Whether the labels match a declaration's (a trailing closure matches any label).
    func matches(_ labels: [String?]) -> Bool {
        guard labels.count == arguments.count else { return false }
        return zip(arguments, labels).allSatisfy { a, l in a.label == l || (a.label == nil && a.expression.is(ClosureExprSyntax.self)) }
    }
}

/// Calls: of functions, methods, initializers, closures and the standard functions.
extension BodyChecker {
    /// The type of a call's result, and whether a `?` link came before it.
    func callType(_ c: FunctionCallExprSyntax, expected: SemaType) -> (SemaType, Bool) {
        let call = CallArguments(c)
        refuseMetatypeInitializer(c, call: call)
        // `Swift.min(…)` is the module's `min(…)`: no local or member of `self` hides it.
        if let plain = ModuleNames.unqualified(c.calledExpression, isShadowed: declaresName) {
            return (namedCallType(plain.baseName.bareText, call: call, expected: expected, qualified: true), false)
        }
        let callee = c.calledExpression
        // `[Int?]()`, `[String: Int]()`: an empty value of the type spelled.
        if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self), call.arguments.isEmpty {
            if let t = genericEmptyCollectionType(callee) { return (t, false) }
            return (SugaredTypeLiteral.type(written: callee, typed: type(callee)) ?? .unknown, false)
        }
        // `[Money](repeating: 1, count: 2)`: the element type spelled is the repeated value's context.
        if callee.is(ArrayExprSyntax.self), call.arguments.map(\.label) == ["repeating", "count"] || call.arguments.map(\.label) == [nil],
           let written = SugaredTypeLiteral.type(written: callee, typed: type(callee)), case .array = written {
            return (standardInitializerType("Array", call: call, expected: written), false)
        }
        if let m = callee.as(MemberAccessExprSyntax.self) {
            return memberAccessType(m, expected: expected, call: call)
        }
        // `self(x)` in a type that declares `callAsFunction`.
        if let r = callee.as(DeclReferenceExprSyntax.self), r.baseName.tokenKind == .keyword(.self),
           let result = callAsFunctionType(typeOfName("self"), call: call) {
            return (result, false)
        }
        if let r = callee.as(DeclReferenceExprSyntax.self), r.argumentNames == nil {
            return (namedCallType(r.baseName.bareText, call: call, expected: expected), false)
        }
        if let s = callee.as(GenericSpecializationExprSyntax.self), let e = writtenSetElement(s) {
            return (setInitializerType(element: e, call: call, expected: expected, at: s), false)
        }
        if let s = callee.as(GenericSpecializationExprSyntax.self), let t = specializedInitializerType(s, call: call) {
            return (t, false)
        }
        // `Array<Float>([1, 2])`: the element type spelled is the literal's context.
        if let s = callee.as(GenericSpecializationExprSyntax.self), s.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
           call.arguments.map(\.label) == [nil], let argument = s.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self),
           s.genericArgumentClause.arguments.count == 1 {
            let element = declarations.genericArgument(argument, in: selfType, parameters: parametersHere)
            return (standardInitializerType("Array", call: call, expected: .array(element)), false)
        }
        let (t, chained) = isPostfixChain(callee) ? chainType(callee) : (type(callee), false)
        if let result = callAsFunctionType(t, call: call) { return (result, chained) }
        if case .function(let ps, let result) = t {
            typeArguments(call, parameters: ps)
            return (result, chained)
        }
        typeArguments(call, parameters: nil)
        return (.unknown, chained)
    }

    /// `name(…)`: a local closure, a method of `self`, a function, a type's initializer or
    /// a standard function, in the order Swift looks them up.
    private func namedCallType(_ name: String, call: CallArguments, expected: SemaType, qualified: Bool = false) -> SemaType {
        for s in scopes.reversed() where !qualified {
            guard let t = s[name]?.type else { continue }
            if let callee = call.callee { checkNonEscapingUse(name, at: callee) }
            // `T()` of a function's `T: Screen`: the constraint's initializer, run on the type the call bound.
            if case .metatype(.parameter(name)) = t, let c = parameterConstraints[name], let callee = call.callee {
                return member("init", of: .metatype(.named(c)), at: callee, call: call)
            }
            refuseGenericParameterValue(t, named: name, at: call.callee ?? ExprSyntax(MissingExprSyntax()))
            if let result = callAsFunctionType(t, call: call) { return result }
            if case .function(let ps, let result) = t.unwrapped {
                let shapes = localFunctionShapes[name].flatMap { $0.count == ps.count ? $0 : nil }
                typeArguments(call, parameters: ps, shapes: shapes)
                return result
            }
            typeArguments(call, parameters: nil)
            return .unknown
        }
        if !qualified, let callee = call.callee { checkImplicitSelf(name, isCall: true, at: callee) }
        if !qualified, let callee = call.callee, isAssociatedTypeOfSelf(name) {
            refuseGenericParameterValue(.unknown, named: name, at: callee)
            typeArguments(call, parameters: nil)
            return .unknown
        }
        // `make(x)` in a static method of `Box<T>`: `Box<T>.make(x)`.
        if !qualified, isStaticContext, let own = staticSelfTypes(selfType)["Self"],
           let callee = call.callee, let t = staticGenericCall(name, of: own, call: call, at: callee) {
            return t
        }
        if !qualified, let selfType, case .found(let ms) = declarations.member(name, of: selfType) {
            // `bump()` of a mutating method where `self` may not change (a struct's
            // non-mutating method, any class method).
            if let callee = call.callee, !isStaticContext, !ms.isEmpty, ms.allSatisfy({ $0.kind == .method && $0.isMutating }) {
                refuseMutatingCallOnImplicitSelf(at: callee)
            }
            return callResult(ms, owner: selfType, call: call, expected: expected,
                              complete: declarations.declaresOnce(name, in: selfType))
        }
        if !qualified, let callee = call.callee, let (owner, ms) = selfBoundMembers(name, at: callee) {
            return callResult(ms, owner: owner, call: call, expected: expected, complete: declarations.declaresOnce(name, in: owner))
        }
        // `emit(.done)` in a subclass of `ViewModel<Output>`: the superclass's method with its
        // parameters bound to the arguments the subclass gives them.
        if !qualified, let selfType, case .unknown = declarations.member(name, of: selfType),
           let t = inheritedGenericMember(name, of: selfType, arguments: ownGenericArguments ?? [], call: call) {
            return t
        }
        if !qualified, let base = standardSelf(having: name), let callee = call.callee {
            noteSequenceFilter(name, receiver: nil, type: base, call: call)
            // As for `self.reduce(0) { … }`: the type expected types the call (its `0`).
            let savedCall = callContext
            callContext = expected
            defer { callContext = savedCall }
            return member(name, of: base, at: callee, call: call)
        }
        if let fs = declarations.functions[name] {
            let ms = fs.map { f in
                var m = Member(name: name, kind: .method, isStatic: true, type: f.result, labels: f.labels,
                               parameters: f.parameters, generic: f.generic)
                m.shapes = f.shapes
                m.declaration = f.declaration
                return m
            }
            // A function the program declares overloads the standard library's of its name
            // (`func print(_ s: Screen)` beside `print`): `Swift.print(…)`, or a call no
            // declared overload fits, is the standard one.
            let isStandard = Self.standardFunctions.contains(name) || (seesFrameworks && Self.isFoundationFunction(name))
            if isStandard, qualified || !ms.contains(where: { argumentsFit(call, $0) }) {
                if recording, let id = call.id { standardFunctionCalls.insert(id) }
                return standardFunctionType(name, call: call, expected: expected)
            }
            // An argument the checker cannot tell fits the declared overload: Swift may mean its own.
            if isStandard, !ms.contains(where: { $0.generic != nil || argumentsFit(call, $0, surely: true) }), let callee = call.callee {
                unsupported("telling whether this calls the '\(name)' declared here or Swift's own", at: callee)
            }
            return callResult(ms, owner: "", call: call, expected: expected, complete: true)
        }
        if name == "Self", !qualified, let t = staticSelfInitializerType(call: call) { return t }
        if let t = declarations.typeNamed(name, from: selfType) {
            // `Box()` for `typealias Box = Container<Int>`: the arguments the alias writes, as in `Container<Int>()`.
            if case .generic(let n, let args) = t, declarations.types[n] != nil {
                bindsWrittenArguments = true
                defer { bindsWrittenArguments = false }
                return initializerType(of: .named(n), call: call, expected: .generic(n, args))
            }
            return initializerType(of: t, call: call, expected: expected)
        }
        if name == "Set", let callee = call.callee {
            return setInitializerType(element: .unknown, call: call, expected: expected, at: callee)
        }
        if name == "Array" || name == "Dictionary" { return standardInitializerType(name, call: call, expected: expected) }
        return standardFunctionType(name, call: call, expected: expected)
    }

    /// The result of calling one of `members` (overloads): the one whose labels match, or
    /// the result they all share.
    ///
    /// `complete` says `members` are every declaration the call could mean: then a call
    /// that fits none of them is an error, worded as swiftc words it when there is one.
    func callResult(_ members: [Member], owner: String, call: CallArguments, expected: SemaType = .unknown,
                    complete: Bool = false) -> SemaType {
        // A superclass's overload that the type's own method of its labels shadows at run time.
        if !owner.isEmpty, let callee = call.callee,
           let shadowed = declarations.shadowedInheritedOverloads(members.first?.name ?? "", of: owner).first(where: { argumentsFit(call, $0) }) {
            unsupported("calling '\(Self.selector(of: shadowed))' of a supertype beside '\(owner)''s own method of those labels and other parameter types", at: Self.calleeName(callee))
        }
        // A property holding a closure: its call has the closure's result type.
        if members.count == 1, let m = members.first, m.kind == .property {
            let held = propertyType(m, owner: owner)
            if case .function(let ps, let result) = held.unwrapped {
                typeArguments(call, parameters: ps)
                return result
            }
            if let result = callAsFunctionType(held, call: call) { return result }
            typeArguments(call, parameters: nil)
            return .unknown
        }
        let matching = members.filter { call.fits($0) }
        if matching.count == 1, let m = matching.first {
            if let g = m.generic {
                return genericCallType(g, named: m.name, call: call, expected: expected, function: owner.isEmpty ? m.name : nil,
                                       requiredBy: GenericRequirements.callee(m, global: owner.isEmpty)).substituting(["Self": .named(owner)])
            }
            let outer = argumentCallee
            // swiftc names a global function; a member's error names its type, oddly ("struct 'Greeter'").
            argumentCallee = owner.isEmpty ? GenericRequirements.callee(m, global: true) : nil
            // A protocol extension's `Self` parameter (`union(_: Self)`) takes the receiver's type.
            typeArguments(call, parameters: m.parameters.map { $0.substituting(["Self": .named(owner)]) }, shapes: m.shapes)
            argumentCallee = outer
            return m.type.substituting(["Self": .named(owner)])
        }
        if matching.isEmpty, complete, members.count == 1, let shapes = members[0].shapes,
           let (message, place) = ArgumentMatching.mismatch(call, shapes) {
            error(message, at: place)
        }
        // Several overloads, none of whose labels the call's fit: refused before the program
        // runs, told as swiftc tells it of the first overload taking as many arguments.
        if matching.isEmpty, complete, members.count > 1, members.allSatisfy({ $0.kind == .method || $0.kind == .initializer }),
           let (message, place) = members.lazy.compactMap({ m in
               m.shapes.flatMap { $0.count == call.arguments.count ? ArgumentMatching.mismatch(call, $0) : nil }
           }).first {
            error(message, at: place)
        }
        if matching.count > 1 {
            // Overloads by parameter type: the one the arguments fit, as Swift chooses it (a
            // generic parameter fits any argument).
            let fitting = matching.filter { argumentsFit(call, $0) }
            if let m = chosenOverload(fitting, call: call) {
                noteChosenOverload(m, among: matching, call: call)
                if let g = m.generic {
                    return genericCallType(g, named: m.name, call: call, expected: expected, function: owner.isEmpty ? m.name : nil,
                                       requiredBy: GenericRequirements.callee(m, global: owner.isEmpty)).substituting(["Self": .named(owner)])
                }
                typeArguments(call, parameters: m.parameters.map { $0.substituting(["Self": .named(owner)]) }, shapes: m.shapes)
                recordOverloadParameterTypes(m, call: call)
                return m.type.substituting(["Self": .named(owner)])
            }
            if fitting.isEmpty, complete { refuseCallFittingNoOverload(matching, owner: owner, call: call) }
            refuseUnrankedOverloads(fitting, call: call)
            typeArguments(call, parameters: matching.allSatisfy({ $0.generic == nil }) ? sharedParameters(of: matching, for: call) : nil)
        } else {
            typeArguments(call, parameters: nil)
        }
        let results = Set(members.map(\.type))
        guard results.count == 1, members.allSatisfy({ $0.kind == .method }) else { return .unknown }
        return results.first!.substituting(["Self": .named(owner)])
    }

    /// `T(…)` or `T.init(…)`: a value of `T`, or an Optional of it for a failable one.
    ///
    /// `delegating` is `self.init(…)` or `super.init(…)`, which initializes the instance
    /// being made rather than making one.
    func initializerType(of t: SemaType, call: CallArguments?, expected: SemaType = .unknown,
                         delegating: Bool = false) -> SemaType {
        guard case .named(let n) = t else {
            typeArguments(call, parameters: nil)
            return .unknown
        }
        if !delegating, let call, let decl = declarations.types[n], !decl.genericParameters.isEmpty {
            return genericInitializerType(of: decl, call: call, expected: expected)
        }
        guard let decl = declarations.types[n] else { return standardInitializerType(n, call: call) }
        if !delegating, let call, decl.kind == .structType, decl.members["init"] == nil, let memberwise = decl.memberwiseParameters {
            if ArgumentMatching.match(call, memberwiseShapes(memberwise)) == nil, let p = protocolExtensionInitializer(fitting: call, of: decl) {
                typeArguments(call, parameters: p.parameters, shapes: p.shapes)
                return t
            }
            return memberwiseInitializerType(t, memberwise, of: n, call: call)
        }
        // `super.init(…)` of a generic superclass: its own initializers, whose parameters the
        // subclass's arguments bind (a generic type's members are otherwise looked up with its
        // arguments, see `inheritedGenericMember`).
        let own = delegating && decl.isOpaque ? decl.members["init"] : nil
        guard let call, let ms = own ?? declarations.member("init", of: n).members else {
            typeArguments(call, parameters: nil)
            return t
        }
        let inits = ms.filter { $0.kind == .initializer }
        let matching = inits.filter { call.fits($0) }
        // One a protocol extension gives the type (`extension P { init() { self.init(x: 0) } }`).
        if matching.isEmpty, !delegating, let p = protocolExtensionInitializer(fitting: call, of: decl) {
            typeArguments(call, parameters: p.parameters, shapes: p.shapes)
            return t
        }
        if matching.count == 1, let m = matching.first {
            let bindings = delegating ? superclassArguments(n) : [:]
            let parameters = bindings.isEmpty ? m.parameters : m.generic.map { $0.parameterTypes.map { $0.substituting(bindings) } }
            let types = typeArguments(call, parameters: parameters ?? m.parameters, shapes: m.shapes)
            if !delegating, !inFramework { checkInitializerRequirements(m, call: call, argumentTypes: types) }
            return m.type.isOptional ? .optional(t) : t
        }
        // An initializer a class inherits (`UITableView()`: UIView's `init()`) says whether
        // the call's result is optional, whatever failable initializers the class declares.
        let inherited = matching.isEmpty && decl.kind == .classType ? inheritedInitializer(fitting: call, from: decl) : nil
        if let m = inherited {
            // Swift's rule: a class that declares a designated initializer inherits none of
            // its superclass's, and its convenience ones only when it implements every
            // designated one (`VC()` of a screen with `init(viewModel:)` is an error).
            let designated = inits.filter { !$0.isConvenience }
            let ownLabels = Set(inits.map(\.labels))
            let inherits = designated.isEmpty || (m.isConvenience && designatedInitializers(of: decl.inherited.first.map {
                declarations.resolvedInheritedName($0, from: decl)
            } ?? "").allSatisfy { ownLabels.contains($0.labels) })
            if inherits {
                typeArguments(call, parameters: m.parameters, shapes: m.shapes)
                return m.type.isOptional ? .optional(t) : t
            }
            if let (message, place) = designated.lazy.compactMap({ $0.shapes.flatMap { ArgumentMatching.mismatch(call, $0) } }).first {
                error(message, at: place)
            }
        }
        // A framework's initializer the stand-in lacks (`UIColor(named:)`): real Swift, refused
        // before the run instead of stopping there.
        if matching.isEmpty, !delegating, !inFramework, decl.isFramework, !inits.isEmpty,
           let place = call.syntax.map(Syntax.init) ?? call.callee.map(Syntax.init),
           inherited == nil,
           // A struct keeps its memberwise initializer beside those its extensions declare.
           decl.kind != .structType || decl.memberwiseParameters.map({ ArgumentMatching.match(call, memberwiseShapes($0)) == nil }) ?? true {
            let labels = call.arguments.map { ($0.label ?? "_") + ":" }.joined()
            unsupported("'\(n)(\(labels))'", at: place)
            typeArguments(call, parameters: nil)
            return t
        }
        // `S(1) { … }` of a type with `callAsFunction`: Swift calls the new value with the closure.
        if matching.isEmpty, !delegating, let trailing = call.firstTrailingIndex, declarations.member("callAsFunction", of: n).members != nil {
            unsupported("a trailing closure after '\(n)(…)' that calls the new value's 'callAsFunction'",
                        at: call.arguments[trailing].expression)
        }
        // A root class's own initializers are all it has (a subclass may inherit more); a
        // struct's or enum's, all it has but the memberwise one.
        if matching.isEmpty, !delegating, inits.count == 1, let shapes = inits[0].shapes, hasOnlyOwnInitializers(decl, call: call),
           let (message, place) = ArgumentMatching.mismatch(call, shapes) {
            error(message, at: place)
        }
        if declarations.declaresOnce("init", in: n) { refuseCallFittingNoOverload(matching, owner: n, call: call) }
        // Initializers of different labels that all take the call: the one Swift ranks first;
        // of several of its labels (overloads by type), the runtime takes the first declared.
        var sameLabels = matching
        if matching.count > 1 {
            let fitting = matching.filter { argumentsFit(call, $0) }
            if let m = chosenOverload(fitting, call: call) {
                noteChosenOverload(m, among: matching, call: call)
                sameLabels = matching.filter { Self.selector(of: $0) == Self.selector(of: m) }
                if sameLabels.count == 1 {
                    let types = typeArguments(call, parameters: m.parameters, shapes: m.shapes)
                    if !inFramework { checkInitializerRequirements(m, call: call, argumentTypes: types) }
                    return m.type.isOptional ? .optional(t) : t
                }
            } else {
                refuseUnrankedOverloads(fitting, call: call)
            }
        }
        refuseLaterInitializer(sameLabels, owner: n, call: call)
        typeArguments(call, parameters: nil)
        return inits.contains { $0.type.isOptional } ? .unknown : t
    }

    /// The generic parameters of `superclass` bound to the arguments the type being checked
    /// gives it (`RouteType` to `NewsRoute` in `super.init(…)` of a subclass of
    /// `NavigationCoordinator<NewsRoute>`); empty for any other type.
    private func superclassArguments(_ superclass: String) -> [String: SemaType] {
        guard let selfType, let parameters = declarations.types[superclass]?.genericParameters, !parameters.isEmpty,
              case .generic(_, let args)? = declarations.types[selfType]?.supertypes.first(where: { $0.nominalName == superclass }),
              args.count == parameters.count else { return [:] }
        return Dictionary(zip(parameters, args)) { a, _ in a }
    }

    /// The one initializer of the nearest superclass of `decl` that declares initializers
    /// fitting `call`; nil when none does, or more than one there does.
    private func inheritedInitializer(fitting call: CallArguments, from decl: NominalDeclaration) -> Member? {
        var current = decl
        var seen: Set<String> = [decl.name]
        while let first = current.inherited.first {
            let name = declarations.resolvedInheritedName(first, from: current)
            guard seen.insert(name).inserted, let parent = declarations.types[name], parent.kind == .classType else { return nil }
            let fitting = (parent.members["init"] ?? []).filter { $0.kind == .initializer && call.fits($0) }
            if fitting.count == 1 { return fitting[0] }
            if fitting.count > 1 { return nil }
            current = parent
        }
        return nil
    }

    /// The shapes of a memberwise initializer's parameters (its function-typed ones escape:
    /// they are stored).
    private func memberwiseShapes(_ memberwise: [MemberwiseParameter]) -> [ParameterShape] {
        memberwise.map {
            var shape = ParameterShape(label: $0.label, hasDefault: $0.hasDefault, isEscaping: $0.type.unwrapped.functionParameters != nil)
            shape.closureInoutParameters = $0.closureInoutParameters
            return shape
        }
    }

    /// The one initializer that the extensions of the protocols `decl` conforms to (through
    /// its superclasses and the protocols they refine) declare and `call` fits, if any.
    private func protocolExtensionInitializer(fitting call: CallArguments, of decl: NominalDeclaration) -> Member? {
        var seen: Set<String> = [decl.name]
        var queue = decl.inherited.map { declarations.resolvedInheritedName($0, from: decl) }
        var fitting: [Member] = []
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard seen.insert(name).inserted, let d = declarations.types[name] else { continue }
            if d.kind == .protocolType {
                fitting += (d.members["init"] ?? []).filter { $0.kind == .initializer && call.fits($0) }
            }
            queue += d.inherited.map { declarations.resolvedInheritedName($0, from: d) }
        }
        // `Features()` is `init()`, not `init(arrayLiteral:)` with no elements: Swift ranks
        // a variadic parameter's fit below a plain one.
        let plain = fitting.filter { !($0.shapes ?? []).contains(where: \.isVariadic) }
        if fitting.count > 1, plain.count == 1 { return plain[0] }
        return fitting.count == 1 ? fitting[0] : nil
    }

    /// Whether the initializers `decl` declares are all `call` can reach: a root class's, a
    /// program struct's (when its memberwise initializer does not fit) or enum's.
    private func hasOnlyOwnInitializers(_ decl: NominalDeclaration, call: CallArguments) -> Bool {
        switch decl.kind {
        case .classType:
            return !decl.inherited.contains { declarations.types[declarations.resolvedInheritedName($0, from: decl)]?.kind != .protocolType }
        case .structType:
            return !decl.isFramework && decl.memberwiseParameters.map { ArgumentMatching.match(call, memberwiseShapes($0)) == nil } ?? true
        case .enumType:
            return !decl.isFramework
        default:
            return false
        }
    }

    /// A call of a struct's memberwise initializer: its stored properties in order, those
    /// with a value optional; a call that fits it not is refused as swiftc refuses it.
    private func memberwiseInitializerType(_ t: SemaType, _ memberwise: [MemberwiseParameter], of owner: String,
                                           call: CallArguments) -> SemaType {
        let shapes = memberwiseShapes(memberwise)
        if ArgumentMatching.match(call, shapes) == nil, let (message, place) = ArgumentMatching.mismatch(call, shapes) {
            error(message, at: place)
        }
        typeArguments(call, parameters: memberwiseParameterTypes(memberwise, of: owner), shapes: shapes)
        return t
    }

    /// The types of a memberwise initializer's parameters: a property written without a
    /// type has its initial value's (`var width = 1.0` takes `Size(width: 3)` as a Double).
    func memberwiseParameterTypes(_ memberwise: [MemberwiseParameter], of owner: String) -> [SemaType] {
        memberwise.map { p in
            guard p.type == .unknown, let ms = declarations.types[owner]?.members[p.label], ms.count == 1,
                  ms[0].kind == .property, !ms[0].isStatic else { return p.type }
            return propertyType(ms[0], owner: owner)
        }
    }

    /// The argument labels coordlab runs for each standard conversion: any other
    /// (`Int(truncatingIfNeeded:)`, `String(format:)`) is refused, not read as `Int(_:)`.
    static let conversionLabels: [String: [[String?]]] = [
        "Int": [[], [nil], [nil, "radix"], ["exactly"], ["truncatingIfNeeded"], ["clamping"], ["bitPattern"]],
        "Double": [[], [nil], ["exactly"]], "CGFloat": [[], [nil], ["exactly"]], "Float": [[], [nil]],
        "Bool": [[], [nil]], "Character": [[nil]], "Dictionary": [[], ["grouping", "by"], ["grouping", nil], ["uniqueKeysWithValues"], [nil, "uniquingKeysWith"], [nil, nil]],
        "String": [[], [nil], ["describing"], ["reflecting"], ["repeating", "count"], [nil, "radix"], [nil, "radix", "uppercase"]],
    ].merging(SizedInteger.allCases.map {
        ($0.name, [[], [nil], [nil, "radix"], ["exactly"], ["truncatingIfNeeded"], ["clamping"], ["bitPattern"]])
    }) { a, _ in a }

    /// `Dictionary(grouping: xs, by: key)`: the keys `key` gives, each with an array of
    /// the elements of `xs`.
    private func groupingType(_ call: CallArguments) -> SemaType {
        let sequence = type(call.arguments[0].expression)
        guard case .array(let element) = sequence else {
            _ = type(call.arguments[1].expression)
            return .unknown
        }
        guard case .function(_, let key) = type(call.arguments[1].expression, expected: .function([element], .unknown)),
              key.isKnown else { return .unknown }
        return .dictionary(key, .array(element))
    }

    /// `Int(…)`, `String(…)`, `Double(…)`, `Array(repeating:count:)`.
    private func standardInitializerType(_ n: String, call: CallArguments?, expected: SemaType = .unknown) -> SemaType {
        if n == "Dictionary", let call, call.arguments.count == 2, call.arguments.first?.label == "grouping" {
            return groupingType(call)
        }
        if n == "Dictionary", let call, call.arguments.count == 1, call.arguments[0].label == "uniqueKeysWithValues" {
            // Pairs of a key and a value (a `zip` is an array of them in coordlab).
            guard case .array(.tuple(let pair)) = type(call.arguments[0].expression), pair.count == 2 else { return .unknown }
            return .dictionary(pair[0].type, pair[1].type)
        }
        if n == "Dictionary", let call, call.arguments.count == 2, call.arguments[0].label == nil,
           call.arguments[1].label == "uniquingKeysWith" || call.arguments[1].label == nil {
            // Pairs, and what makes one value of two for a key given twice (`+`, `{ $1 }`).
            guard case .array(.tuple(let pair)) = type(call.arguments[0].expression), pair.count == 2 else {
                _ = type(call.arguments[1].expression)
                return .unknown
            }
            let value = pair[1].type
            let combine = SemaType.function([value, value], value)
            checkConversion(type(call.arguments[1].expression, expected: combine), to: combine, at: call.arguments[1].expression, site: .argument)
            return .dictionary(pair[0].type, value)
        }
        // `Array(repeating: 0, count: n)` where `[UInt8]` is expected repeats a UInt8.
        var repeated = SemaType.unknown, converted = SemaType.unknown
        if n == "Array", case .array(let element) = expected.unwrapped { (repeated, converted) = (element, expected.unwrapped) }
        // `[Double]([1, 2])`: the literal is an array of the elements spelled.
        let args = call?.arguments.map {
            type($0.expression, expected: $0.label == "repeating" ? repeated : call?.arguments.count == 1 && $0.label == nil ? converted : .unknown)
        } ?? []
        let labels = call?.arguments.map(\.label) ?? []
        if n == "String", Self.isStringFormat(labels), let call {
            checkStringFormat(call, types: args)
            return .string
        }
        if let accepted = Self.conversionLabels[n], !accepted.contains(labels), let call {
            let spelled = labels.map { ($0 ?? "_") + ":" }.joined()
            unsupported("'\(n)(\(spelled))'", at: call.syntax.map(Syntax.init) ?? Syntax(call.callee!))
            return .unknown
        }
        switch n {
        case "String", "Character", "ObjectIdentifier": return .named(n)
        case _ where labels == [nil, "radix"]: return .optional(.named(n))
        case _ where labels == ["exactly"]: return .optional(.named(n))
        case _ where ["Int", "Double", "Float", "CGFloat", "Bool"].contains(n) || SizedInteger.named(n) != nil:
            guard args.count == 1, let a = args.first else { return args.isEmpty ? .named(n) : .unknown }
            if a == .string || a == .named("Substring") || a == .character { return .optional(.named(n)) }
            return a == .unknown ? .unknown : .named(n)
        case "Array":
            if call?.arguments.first?.label == "repeating", let a = args.first { return .array(a) }
            // `Array(xs)` of a standard sequence: its elements (a dictionary's `(key:value:)` pairs).
            if labels == [nil], let e = args.first?.standardSequenceElement { return .array(e) }
            return .unknown
        default:
            return .unknown
        }
    }

    /// The standard library's functions that a program's own functions of the same name
    /// overload rather than hide.
    static let standardFunctions: Set<String> = [
        "print", "debugPrint", "dump", "min", "max", "abs", "zip", "type", "precondition", "assert", "fatalError",
        "preconditionFailure", "assertionFailure", "stride", "swap", "repeatElement",
    ]

    /// The standard functions coordlab provides; anything else is unknown.
    private func standardFunctionType(_ name: String, call: CallArguments, expected: SemaType) -> SemaType {
        if let t = mathFunctionType(name, call: call, expected: expected) { return t }
        if name == "exit", let t = exitType(call: call) { return t }
        // `max(1.5, 2)`: Swift's one `T` makes the literal a Double.
        let join = ["min", "max"].contains(name) && call.arguments.contains { Self.isIntegerLiteralForm($0.expression) }
            ? floatingJoin(of: call.arguments.map(\.expression)) : nil
        let args = call.arguments.map { type($0.expression, expected: join ?? .unknown) }
        if recording, ["print", "debugPrint", "dump", "type"].contains(name) {
            for (a, t) in zip(call.arguments, args) where t != .unknown {
                expressionTypes[a.expression.id] = name == "type" ? typeOfArgumentSpelling(a.expression, typed: t) : t
            }
        }
        switch name {
        case "print", "debugPrint", "precondition", "assert": return .void
        // `dump` gives its value back (its result may be dropped).
        case "dump": return args.first ?? .unknown
        case "min", "max", "abs": return Set(args).count == 1 ? args[0] : .unknown
        case "isKnownUniquelyReferenced": return .bool
        // The runtime's lookup of a type by name, which the prelude's storyboard uses; what
        // it finds for names other than a class's is not modelled.
        case "_typeByName":
            if !inFramework, let callee = call.callee { unsupported("'_typeByName'", at: callee) }
            return .optional(.metatype(.named("Any")))
        // coordlab makes an array of the repeated element (printing or keeping the
        // `Repeated` collection itself is refused).
        case "repeatElement":
            guard call.arguments.map(\.label) == [nil, "count"], args[1] == .int || args[1] == .unknown else { return .unknown }
            return .array(args[0])
        // coordlab makes an array of the pairs (printing or keeping the sequence is refused).
        case "zip":
            refuseZipOfUnbounded(call)
            guard args.count == 2,
                  let a = zipSide(args[0], call.arguments[0].expression).standardSequenceElement,
                  let b = zipSide(args[1], call.arguments[1].expression).standardSequenceElement else { return .unknown }
            return .array(.tuple([.init(label: nil, type: a), .init(label: nil, type: b)]))
        // `type(of: x)` of a declared class, struct or enum: its metatype, which binds a
        // generic `T.Type` parameter to the static type (a subclass instance's own type
        // still answers a `class func` call). An existential's is left unknown.
        case "type":
            guard call.arguments.map(\.label) == ["of"], let a = args.first, let n = a.nominalName,
                  let kind = declarations.types[n]?.kind, kind != .protocolType else { return .unknown }
            return .metatype(a)
        default: return .unknown
        }
    }

    /// Types a call's arguments, against `parameters` when their count matches, or when
    /// `shapes` say which parameter each argument goes to (a defaulted one left out).
    @discardableResult
    func typeArguments(_ call: CallArguments?, parameters: [SemaType]?, shapes: [ParameterShape]? = nil) -> [SemaType] {
        guard let call else { return [] }
        var types: [SemaType] = []
        let ps = parameters.flatMap { Self.arranged($0, shapes: shapes, for: call) }
        let targets = shapes.flatMap { $0.count == parameters?.count ? ArgumentMatching.match(call, $0) : nil }
        for (k, a) in call.arguments.enumerated() {
            if let shapes, let targets, shapes[targets[k]].isAutoclosure, let p = ps?[k] {
                _ = autoclosureArgumentType(a.expression, parameter: p)
                types.append(.unknown)
                continue
            }
            var expected = ps?[k] ?? .unknown
            let shape = shapes.flatMap { s in targets.map { s[$0[k]] } }
            noteEscapingArgument(a.expression, shape: shape, parameter: expected)
            // An argument of a callee the checker cannot type: a key path or an initializer
            // there can only be the function it stands for (coordlab has no other key paths).
            if expected == .unknown, a.expression.is(KeyPathExprSyntax.self) || Self.isInitializerReference(a.expression) {
                expected = .function([.unknown], .unknown)
            }
            let t = withContextualInouts(shape?.closureInoutParameters ?? [], for: a.expression) { type(a.expression, expected: expected) }
            checkConversion(t, to: expected, at: a.expression, site: .argument)
            checkInoutArgument(a.expression, shape: shape, type: t)
            types.append(t)
        }
        return types
    }

    /// An argument of an `@autoclosure` parameter of type `() -> R`: typed as an `R` and
    /// recorded for the compiler, which wraps it in a closure the callee runs when it calls
    /// it (if ever); the function type the argument stands for.
    func autoclosureArgumentType(_ a: ExprSyntax, parameter: SemaType) -> SemaType {
        guard case .function(let ps, let result) = parameter, ps.isEmpty else { return type(a, expected: parameter) }
        let t = type(a, expected: result)
        checkConversion(t, to: result, at: a, site: .argument)
        if recording { autoclosureArguments[a.id] = result.isKnown ? result : t }
        return .function([], result.isKnown ? result : t)
    }

    /// Whether `call`'s arguments, typed against `m`'s parameters without an error, all
    /// convert to them (an argument the checker cannot type counts as fitting, unless
    /// `surely`), the
    /// elements of collection literals too unless `literalElements` is false. Types
    /// without recording.
    func argumentsFit(_ call: CallArguments, _ m: Member, literalElements: Bool = true, surely: Bool = false) -> Bool {
        guard let ps = Self.arranged(m.generic?.parameterTypes ?? m.parameters, shapes: m.generic?.shapes ?? m.shapes, for: call)
        else { return false }
        let (saved, errorsBefore) = (recording, unrecordedErrors)
        recording = false
        defer { recording = saved }
        // An `@autoclosure () -> T` parameter takes a `T`.
        let shapes = m.generic?.shapes ?? m.shapes
        let targets = shapes.flatMap { ArgumentMatching.match(call, $0) }
        let converted = zip(call.arguments.indices, ps).allSatisfy { k, written in
            var p = written
            if let shapes, let targets, shapes[targets[k]].isAutoclosure, case .function(let none, let r) = p, none.isEmpty { p = r }
            let a = call.arguments[k]
            let fit = converts(type(a.expression, expected: p), to: p)
            return (surely ? fit == true : fit != false) && (!literalElements || literalElementsFit(a.expression, p))
        }
        return converted && unrecordedErrors == errorsBefore
    }

    /// Whether the elements of a collection literal fit the element type of `p`, the type
    /// the literal is made as (it takes that type whatever its elements, so `["a"]` typed
    /// as an `[Int]` needs its elements checked): true for any other expression.
    private func literalElementsFit(_ e: ExprSyntax, _ p: SemaType) -> Bool {
        if let a = e.as(ArrayExprSyntax.self) {
            let element: SemaType
            switch p.unwrapped {
            case .array(let t), .slice(let t), .set(let t): element = t
            default: return true
            }
            return a.elements.allSatisfy { converts(type($0.expression, expected: element), to: element) != false
                && literalElementsFit($0.expression, element) }
        }
        if let d = e.as(DictionaryExprSyntax.self), case .dictionary(let k, let v) = p.unwrapped,
           case .elements(let entries) = d.content {
            return entries.allSatisfy { converts(type($0.key, expected: k), to: k) != false
                && converts(type($0.value, expected: v), to: v) != false && literalElementsFit($0.value, v) }
        }
        return true
    }

    /// For each argument, the type every overload in `members` gives its parameter, where
    /// they agree (unknown where they differ): the context an argument has whichever is meant.
    private func sharedParameters(of members: [Member], for call: CallArguments) -> [SemaType]? {
        let each = members.compactMap { Self.arranged($0.parameters, shapes: $0.shapes, for: call) }
        guard each.count == members.count, let first = each.first else { return nil }
        return first.indices.map { k in each.allSatisfy { $0[k] == first[k] } ? first[k] : .unknown }
    }

    /// `parameters` in the order of `call`'s arguments: as `shapes` match them to the
    /// arguments, else in order when there are as many; nil otherwise.
    static func arranged(_ parameters: [SemaType], shapes: [ParameterShape]?, for call: CallArguments) -> [SemaType]? {
        if let shapes, shapes.count == parameters.count, let map = ArgumentMatching.match(call, shapes) {
            return map.map { parameters[$0] }
        }
        return parameters.count == call.arguments.count ? parameters : nil
    }

    /// Whether the program declares `name` (a type, a global or a local), which then hides a
    /// module of that name (`Swift.min` is its member).
    func declaresName(_ name: String) -> Bool {
        declarations.types[name] != nil || declarations.globals[name] != nil || scopes.contains { $0[name] != nil }
    }

    /// Whether `e` names an initializer without calling it (`String.init`).
    static func isInitializerReference(_ e: ExprSyntax) -> Bool {
        e.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init"
    }

    /// Types the arguments of a standard method whose closure argument takes
    /// `closureParameters` (and gives a `closureResult` where the context tells it), the
    /// first other argument against `value` and labelled ones after it against `labelled`;
    /// returns the closure's result type and the first argument's type.
    @discardableResult
    func typeArguments(_ call: CallArguments?, closureParameters: [SemaType]?,
                       value: SemaType = .unknown, labelled: [String: SemaType] = [:],
                       closureResult expectedResult: SemaType = .unknown) -> (SemaType, SemaType) {
        guard let call else { return (.unknown, .unknown) }
        var closureResult = SemaType.unknown, first = SemaType.unknown
        for (k, a) in call.arguments.enumerated() {
            if a.expression.is(ClosureExprSyntax.self) || a.expression.is(DeclReferenceExprSyntax.self) && k > 0
                || a.expression.is(KeyPathExprSyntax.self) || Self.isInitializerReference(a.expression) {
                let ps = closureParameters?.map { $0 == .named("$I") ? first : $0 } ?? []
                // None is `inout` but `reduce(into:)`'s accumulator.
                contextualParametersAreConstant = closureParameters != nil && !call.arguments.contains { $0.label == "into" }
                closureParametersAreElements = closureParameters.map { !$0.contains(.named("$I")) && $0.allSatisfy(\.isKnown) } ?? false
                let t = type(a.expression, expected: closureParameters == nil ? .unknown : .function(ps, expectedResult))
                contextualParametersAreConstant = false
                closureParametersAreElements = false
                if case .function(_, let r) = t { closureResult = r }
            } else {
                let t = type(a.expression, expected: k == 0 ? value : a.label.flatMap { labelled[$0] } ?? .unknown)
                if k == 0 { first = t }
            }
        }
        return (closureResult, first)
    }
}
