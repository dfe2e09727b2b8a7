import CoordLabSyntax
import SwiftSyntax

/// A local name in scope: its type, and whether it is a constant (see `BodyChecker.declare`).
struct LocalName {
    var type: SemaType
    var isConstant: Bool
    /// Whether it is a function parameter that does not escape (`_ f: () -> Void`).
    var isNonEscapingParameter = false
    /// Whether it is declared `T!`: a member of it is reached without `?` or `!`.
    var isImplicitlyUnwrapped = false
    /// For a variable of function type: which of the function's parameters are `inout`.
    var closureInoutParameters: [Bool] = []
    /// Whether it is a closure's parameter without a written type, typed from the context
    /// (which the checker may bind from a literal less precisely than Swift does).
    var isContextual = false
    /// For a parameter of a generic function whose type names a constrained generic
    /// parameter (`xs: [T]`, `T: P`): that type with the parameter kept symbolic, which
    /// the checker otherwise types by the constraint.
    var symbolicType: SemaType?
}

/// Walks code (top-level statements, function and accessor bodies, closures) with the
/// names in scope and their types, typing each expression and recording errors.
final class BodyChecker {
    /// Everything declared, growing with the globals the top level declares.
    var declarations: Declarations
    /// Errors found so far.
    var errors: [CheckError] = []
    /// Optional arguments of generic classes judged once every body is checked.
    var pendingOptionalArguments: [PendingOptionalArgument] = []
    /// The global generic functions whose bodies are being checked, innermost last.
    var genericFunctionFrames: [GenericFunctionFrame] = []
    /// Inferred types of unannotated bindings, for the compiler.
    var bindingTypes: [SyntaxIdentifier: SemaType] = [:]
    /// Types of the expressions the compiler asks about (receivers of members, arguments
    /// of `print`), where known.
    var expressionTypes: [SyntaxIdentifier: SemaType] = [:]
    /// The types of arguments passed for generic parameters (`Box<Double>(4)`'s `4` is a
    /// Double), which the compiler cannot read from the declaration.
    var genericArgumentTypes: [SyntaxIdentifier: SemaType] = [:]
    /// The names (`x.orEmpty`'s `orEmpty`) of members of a program's extension of Optional
    /// read or called on an Optional, which the compiler calls directly.
    var optionalExtensionMembers: Set<SyntaxIdentifier> = []
    /// Values of `T!` declarations used where a `T` is expected (unwrapped there).
    var implicitUnwraps: Set<SyntaxIdentifier> = []
    /// Integer literals whose context makes them floating-point (`let xs: [[Double]] = [[1]]`).
    var floatingIntegerLiterals: Set<SyntaxIdentifier> = []
    /// Integer literals whose context makes them a sized integer (`let level: UInt8 = 200`).
    var sizedIntegerLiterals: [SyntaxIdentifier: SizedInteger] = [:]
    /// Literals whose context makes them a `Float` (`let progress: Float = 0.5`).
    var floatLiterals: Set<SyntaxIdentifier> = []
    /// Standard operators (`+`, `+=`) applied through a program's operator function.
    var programOperators: Set<SyntaxIdentifier> = []
    /// The type of each wrapped property's storage (`Published<String>`), by its binding.
    var wrapperBackingTypes: [SyntaxIdentifier: SemaType] = [:]
    /// The arguments of `@autoclosure` parameters, with the type each gives.
    var autoclosureArguments: [SyntaxIdentifier: SemaType] = [:]
    /// The calls of a standard function that a program's function of the same name
    /// overloads (see `namedCallType`).
    var standardFunctionCalls: Set<SyntaxIdentifier> = []
    /// For calls whose labels several overloads of different labels accept, the selector of
    /// the one Swift calls (see `rankedOverload`): the compiler and the runtime would
    /// otherwise take the first whose labels match.
    var chosenOverloads: [SyntaxIdentifier: String] = [:]
    /// For calls of a top-level function whose overloads of the call's labels differ only in
    /// their parameter types, the declaration of the one Swift calls (see `noteChosenOverload`).
    var chosenDeclarations: [SyntaxIdentifier: SyntaxIdentifier] = [:]
    /// Arrays, dictionaries, sets and tuples converted to `Any`, with their types spelled.
    var erasedContainers: [SyntaxIdentifier: String] = [:]
    /// Tuple literals without labels whose context gives them some (see `tupleType`).
    var contextualTupleLabels: [SyntaxIdentifier: [String]] = [:]
    /// Expression patterns matched through the program's own `~=` (see `noteMatchOperator`).
    var matchOperators: [SyntaxIdentifier: MatchOperator] = [:]
    /// Range patterns compared bound by bound (see `orderedRangePattern`).
    var orderedRangePatterns: Set<SyntaxIdentifier> = []
    /// The calls of a value whose type declares `callAsFunction` (see `callAsFunctionType`).
    var callAsFunctionCalls: Set<SyntaxIdentifier> = []
    /// The `filter` calls that are `Sequence`'s (see `noteSequenceFilter`).
    var sequenceFilterCalls: Set<SyntaxIdentifier> = []
    /// The `reversed()` calls that make an Array (see `noteArrayReversal`).
    var arrayReversalCalls: Set<SyntaxIdentifier> = []
    /// The `if` and `switch` expressions that are a body's whole value (see `TypedSyntax.givesBodyValue`).
    var bodyBranchValues: Set<SyntaxIdentifier> = []
    /// The arguments (closures, function parameters) passed where they escape (see
    /// `noteEscapingArgument`).
    var escapingArguments: Set<SyntaxIdentifier> = []
    /// The closures around the code being checked, outermost first (see `checkImplicitSelf`).
    var closureFrames: [ClosureFrame] = []
    /// The parameter types of each closure, written or from its context.
    var closureParameterTypes: [SyntaxIdentifier: [SemaType]] = [:]
    /// What each call of a generic function or method binds its own generic parameters
    /// to, by name, in order.
    var callBindings: [SyntaxIdentifier: [(parameter: String, argument: SemaType)]] = [:]
    /// Set while the next generic call's expected type holds generic arguments written at
    /// the call (`Box<Named>(tag)`): they bind for good, where a context's give way to an
    /// argument (see `GenericBinding`).
    var bindsWrittenArguments = false
    /// The generic type (with its arguments) each call making an instance of one makes.
    var constructedTypes: [SyntaxIdentifier: SemaType] = [:]
    /// The generic type (with its arguments) each cast to one tests for, by its written type.
    var genericCastTargets: [SyntaxIdentifier: SemaType] = [:]
    /// Literals that make an instance through a literal protocol's initializer, for the compiler.
    var literalConstructions: [SyntaxIdentifier: LiteralConstruction] = [:]
    /// Contextual types of `.member` expressions, for the compiler.
    var implicitMemberContexts: [SyntaxIdentifier: SemaType] = [:]
    /// Whether the code imports a framework (Foundation, UIKit), whose extensions add
    /// members to standard types that the checker does not list: a member missing from
    /// the standard library's list is then not known to be missing.
    var seesFrameworks = false
    /// Whether a `.case` being typed is a pattern (it names a case; it makes no value).
    var isMatchingPattern = false
    /// The type expected of the member access being typed when it is not called (what
    /// `String.init` must be to stand for a function).
    var functionContext: SemaType = .unknown
    /// The type expected of the member call being typed (`let onSelect: (Video) -> Void =
    /// Defaults.closure()`): a generic method binds its parameters from it, as a function does.
    var callContext: SemaType = .unknown
    /// Whether errors are recorded (not while typing a property's initializer on demand,
    /// which is checked again in its place).
    var recording = true
    /// While a call's arguments are typed against a global function's parameters: that
    /// function as swiftc names it in a requirement's error.
    var argumentCallee: String?
    /// Whether the code checked is a framework's (see `TypeChecker.check(_:framework:)`).
    var inFramework = false

    /// The file being checked.
    private(set) var file: ParsedSource!
    /// How many errors were found while not recording: a probe (an overload tried) failed.
    var unrecordedErrors = 0
    private(set) var fileIndex = 0
    /// Local names, innermost scope last.
    var scopes: [[String: LocalName]] = []
    /// The parameters of the local functions declared so far, by name: their labels,
    /// defaults and `@autoclosure`s, which a call of one needs as a call of a method does.
    var localFunctionShapes: [String: [ParameterShape]] = [:]
    /// The local functions declared after the statement being checked in its block, which a
    /// local function declared there may call (see `BodyChecker+LaterLocalFunctions`).
    var laterLocalFunctions: LaterLocalFunctions = .none
    /// The type whose members are in scope through implicit `self`, and whether the code
    /// is static (its members are the type's static ones).
    var selfType: String?
    var isStaticContext = false
    /// Inside an instance member of a generic type, its generic parameters: their uses
    /// stay symbolic (`.parameter("T")`), so that a value made there (`Node<T>(…)` inside
    /// `Stack<T>`) gets its generic arguments from `self`'s when it runs.
    var symbolicParameters: Set<String> = []
    /// Inside an extension of a standard type whose clause constrains its elements
    /// (`where Element: Greeter`): their type (see `constrainedElement(of:extending:)`).
    var extensionElement: SemaType?
    /// The generic parameters of the function being checked that one protocol or class the
    /// program declares constrains, with its name: `T.id` and `T()` use its members.
    var parameterConstraints: [String: String] = [:]
    /// The generic parameters of the function being checked constrained to `RangeReplaceableCollection`.
    var rangeReplaceableParameters: Set<String> = []
    /// Set while checking a stored property's initial value, which cannot use `self`.
    var inPropertyInitializer = false
    /// Inside an initializer: the type it initializes, whose `let` properties it may set.
    var initializedType: String?
    /// Set while typing a closure argument of a standard method whose closure takes no
    /// `inout` parameter: the closure's parameters without a written type are constants.
    var contextualParametersAreConstant = false
    /// Set while typing the closure a standard method calls with its elements (`map`,
    /// `filter`, `forEach`, … of a collection whose element type is known): its unwritten
    /// parameters have that type for certain, so operators refuse them as they refuse any
    /// value (`bytes.map { $0 + n }`); `reduce`'s accumulator is not one.
    var closureParametersAreElements = false
    /// Which parameters of the closure literal typed next are `inout` by its context.
    var contextualInoutParameters: [Bool] = []
    /// The closures whose parameters are `inout` by their context, with which ones.
    var inoutClosureParameters: [SyntaxIdentifier: [Bool]] = [:]
    /// Inside a value type's member that may not change it (a method not `mutating`, a
    /// getter): `self` and its properties are immutable.
    var selfIsImmutable = false
    /// The result type `return` converts to, innermost function last.
    var returnTypes: [SemaType] = []
    /// For each body in `returnTypes` (by depth) whose result is not known, the type of the
    /// first value it returns: a closure of several statements takes its result from it.
    var returnedTypes: [Int: SemaType] = [:]
    /// For the same bodies, the first value returned, and the depths where an integer
    /// literal returned (first or later) has another type than the first value: Swift makes
    /// every value the first's type (`return r` then `return 0` returns Doubles).
    var firstReturnedValues: [Int: ExprSyntax] = [:]
    var returnsDisagree: Set<Int> = []
    /// The depth of the closure body checked again with the result its first return gave.
    var closureResultDepth = -1
    /// Unannotated stored properties whose type is being inferred (against cycles), and
    /// the types inferred so far.
    var inferring: Set<String> = []
    var inferredMembers: [String: SemaType] = [:]

    init(declarations: Declarations) {
        self.declarations = declarations
    }

    /// Starts on a file.
    func begin(file: ParsedSource, index: Int) {
        self.file = file
        fileIndex = index
        scopes = [[:]]
    }

    /// Records an error at `node`.
    func error(_ message: String, at node: some SyntaxProtocol) {
        guard recording else {
            unrecordedErrors += 1
            return
        }
        errors.append(checkError(message, at: node))
    }

    /// An error at `node` of the file being checked, with its place among the others.
    func checkError(_ message: String, at node: some SyntaxProtocol) -> CheckError {
        CheckError(error: CompileError(message, at: file.location(of: node)), fileIndex: fileIndex,
                   offset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                   isInDeferredBody: CheckingOrder.isInDeferredBody(node))
    }

    /// Records an error at `location`, ordered among the others as if at `offset` of the
    /// file, in a body swiftc checks after the top-level code or not.
    func error(_ message: String, at location: CodeLocation, offset: Int, isInDeferredBody: Bool = false) {
        guard recording else {
            unrecordedErrors += 1
            return
        }
        errors.append(CheckError(error: CompileError(message, at: location), fileIndex: fileIndex, offset: offset,
                                 isInDeferredBody: isInDeferredBody))
    }

    /// Declares a local name in the innermost scope; a `constant` one (a `let` with its
    /// value, a parameter, a loop's variable) may not be changed.
    func declare(_ name: String, _ type: SemaType, constant: Bool = false) {
        guard name != "_" else { return }
        scopes[scopes.count - 1][name] = LocalName(type: type, isConstant: constant)
    }

    /// Runs `body` in a new innermost scope.
    func inScope<T>(_ body: () -> T) -> T {
        scopes.append([:])
        defer { scopes.removeLast() }
        return body()
    }

    /// Runs `body` as the code of a member of `owner` (static or not).
    func inMember<T>(of owner: String?, isStatic: Bool, returning result: SemaType, _ body: () -> T) -> T {
        let saved = (selfType, isStaticContext, scopes, symbolicParameters, initializedType, selfIsImmutable)
        let savedFrames = closureFrames
        closureFrames = []
        selfType = owner
        initializedType = nil
        selfIsImmutable = false
        isStaticContext = isStatic
        scopes = [[:]]
        symbolicParameters = isStatic && !hasStaticGenericMembers(owner) ? [] : Set(owner.flatMap { declarations.types[$0]?.genericParameters } ?? [])
        declareGenericParameters(owner.flatMap { declarations.types[$0]?.genericParameters } ?? [])
        returnTypes.append(result)
        defer {
            (selfType, isStaticContext, scopes, symbolicParameters, initializedType, selfIsImmutable) = saved
            closureFrames = savedFrames
            returnTypes.removeLast()
        }
        return body()
    }

    /// The innermost local (or parameter) named `name` in scope here, if any.
    func local(_ name: String) -> LocalName? {
        scopes.reversed().lazy.compactMap { $0[name] }.first
    }

    /// The type a plain name has here: a local, a member of `self`, a global, a function or
    /// a type; `unknown` when it is none of these the checker knows.
    func typeOfName(_ name: String) -> SemaType {
        if let local = local(name) { return local.type }
        // `Self.make(x)` in a member of `Box<T>`: `Box<T>`'s static member.
        if name == "Self", let own = staticSelfTypes(selfType)["Self"] { return .metatype(own) }
        if name == "self" {
            guard let selfType else { return .unknown }
            let t = StandardExtensions.isHolder(selfType) ? standardExtensionSelf(ofHolder: selfType) : .named(selfType)
            return isStaticContext ? .metatype(t) : t
        }
        if let selfType, !isStaticContext,
           let t = genericPropertyType(name, of: selfType, arguments: ownGenericArguments) {
            return t
        }
        if let selfType {
            switch declarations.member(name, of: selfType) {
            case .found(let ms):
                return valueType(of: declarations.withInheritedProperty(ms, named: name, of: selfType), owner: selfType)
            // A property a generic superclass declares (`var last: T?` of `Base<T>` in `Sub:
            // Base<Route>`): its type with the arguments the subclass gives.
            case .unknown where !isStaticContext:
                if let t = inheritedGenericMember(name, of: selfType, arguments: ownGenericArguments ?? [], call: nil) { return t }
            default: break
            }
        }
        if let g = declarations.globals[name] { return g }
        if let fs = declarations.functions[name] {
            return fs.count == 1 ? .function(fs[0].parameters, fs[0].result) : .unknown
        }
        if let t = declarations.typeNamed(name, from: selfType) { return .metatype(t) }
        return .unknown
    }

    /// Inside an instance member of a generic type, what its generic parameters are there:
    /// a parameter's constraint (a declared protocol or class, whose dispatch it has), or
    /// the parameter itself, symbolic; nil elsewhere.
    var ownGenericArguments: [SemaType]? {
        guard !symbolicParameters.isEmpty, let selfType, let decl = declarations.types[selfType] else { return nil }
        return decl.genericParameters.map { p in
            let bound = decl.genericConstraints[p] ?? .unknown
            return bound == .unknown ? .parameter(p) : bound
        }
    }

    /// Resolves a type written in the code being checked: the generic parameters of the
    /// type whose member it is stay symbolic (see `symbolicParameters`).
    func resolveHere(_ syntax: TypeSyntax?, parameters: Set<String> = []) -> SemaType {
        declarations.resolve(syntax, in: selfType, parameters: parameters.union(parametersHere))
    }

    /// Inside an extension of a standard type (or of a program's protocol refining `Sequence`
    /// or `Collection`), the type of `self` when `name` (not a local) is a member the standard
    /// library gives it: a bare `count` or `append(x)` there is `self.count` or `self.append(x)`.
    func standardSelf(having name: String) -> SemaType? {
        if let selfType, !isStaticContext, declarations.types[selfType]?.kind == .protocolType,
           declarations.isOwnSequence(selfType), OwnCollections.implicitSelfMembers.contains(name),
           !scopes.contains(where: { $0[name] != nil }), declarations.types[selfType]?.members[name] == nil {
            return .named(selfType)
        }
        guard let selfType, StandardExtensions.isHolder(selfType), !isStaticContext,
              !scopes.contains(where: { $0[name] != nil }),
              declarations.types[selfType]?.members[name] == nil else { return nil }
        guard StandardExtensions.standardLibraryGives(name, inExtensionOf: String(selfType.dropFirst("Swift.".count))) else {
            return nil
        }
        return standardExtensionSelf(ofHolder: selfType)
    }

    /// The type of reading a member (not calling it): a property's type, a nested enum
    /// case's type; `unknown` for methods and overloaded names.
    func valueType(of members: [Member], owner: String) -> SemaType {
        // A property beside methods of its name that take arguments (`let tableView` in a
        // table's data source): the name alone is the property, as in Swift.
        let properties = members.filter { $0.kind == .property }
        if members.count > 1, properties.count == 1,
           members.allSatisfy({ $0.kind == .property || ($0.kind == .method && !$0.parameters.isEmpty) }) {
            return valueType(of: properties[0], owner: owner).substituting(["Self": .named(owner)])
        }
        guard members.count == 1, let m = members.first else { return .unknown }
        return valueType(of: m, owner: owner).substituting(["Self": .named(owner)])
    }

    private func valueType(of m: Member, owner: String) -> SemaType {
        switch m.kind {
        case .property: return propertyType(m, owner: owner)
        case .enumCase: return m.parameters.isEmpty ? m.type : .unknown
        case .method: return .function(m.parameters, m.type)
        case .initializer, .subscriptMember: return .unknown
        }
    }

    /// The type of instance property `name` of generic type `n` on a value with generic
    /// `arguments` (see `Declarations.genericPropertyType`); one written without a type has
    /// its initial value's, inferred inside the type, with `arguments` in place of the
    /// type's parameters (`Screen<Int>().table`, `var table = Table()`).
    func genericPropertyType(_ name: String, of n: String, arguments: [SemaType]?) -> SemaType? {
        if let t = declarations.genericPropertyType(name, of: n, arguments: arguments) { return t }
        guard arguments != nil, let decl = declarations.types[n], !decl.genericParameters.isEmpty,
              let ms = decl.members[name], ms.count == 1, ms[0].kind == .property, !ms[0].isStatic,
              ms[0].initializer != nil, ms[0].type == .unknown else { return nil }
        return propertyType(ms[0], owner: n).substituting(declarations.genericBindings(of: decl, arguments: arguments))
    }

    /// A property's type: declared, or inferred from its initial value on first use.
    func propertyType(_ m: Member, owner: String) -> SemaType {
        guard m.type == .unknown, let initial = m.initializer else { return m.type }
        let key = "\(owner).\(m.name)"
        if let known = inferredMembers[key] { return known }
        guard inferring.insert(key).inserted else { return .unknown }
        let savedRecording = recording
        recording = false
        var t = inMember(of: owner, isStatic: m.isStatic, returning: .unknown) { type(initial) }
        recording = savedRecording
        inferring.remove(key)
        if let role = m.wrapperRole { t = declarations.wrapperType(role, wrapping: t) }
        inferredMembers[key] = t
        return t
    }
}
