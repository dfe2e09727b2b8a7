import CoordLabSyntax
import SwiftSyntax

/// Checks Swift before it is compiled: names every expression's type where the subset's
/// rules decide it, and refuses, at its line and column, a member that the receiver's type
/// does not have, before any of the program runs.
///
/// The checker keeps what earlier inputs declared (the prelude's types, a session's
/// globals), so a REPL is checked input by input. It never guesses: a type it cannot infer
/// is `unknown`, and nothing is refused against an unknown type.
public final class TypeChecker {
    /// What the prelude and the accepted inputs declared.
    var declarations = Declarations()
    /// Whether some checked code imported a framework (see `BodyChecker.seesFrameworks`).
    var seesFrameworks = false

    /// A checker that knows only the standard library.
    public init() {}

    /// A checker that knows what this one knows, and goes on independently: a program
    /// starts from a copy of the checker that has checked the prelude, rather than
    /// checking the prelude again.
    public func copy() -> TypeChecker {
        let c = TypeChecker()
        c.adopt(self)
        return c
    }

    /// Knows what `other` knows, and only that: as if this checker had checked what
    /// `other` has.
    public func adopt(_ other: TypeChecker) {
        declarations = other.declarations
        seesFrameworks = other.seesFrameworks
    }

    /// The types the inheritance clauses of type `name` name, with their generic arguments
    /// (`BaseCoordinator<AppRoute>`).
    public func supertypes(of name: String) -> [SemaType] {
        declarations.types[name]?.supertypes ?? []
    }

    /// What each associated type of the protocols type `name` conforms to is for it (see
    /// `Declarations.witnessedAssociatedTypes`): `[RouteType: AppRoute]`.
    public func witnessedAssociatedTypes(of name: String) -> [String: SemaType] {
        declarations.witnessedAssociatedTypes(of: name)
    }

    /// The associated types of protocol `name` and of those it refines.
    public func selfAssociatedTypeNames(of name: String) -> Set<String> {
        declarations.associatedTypes(inheritedBy: name)
    }

    /// Checks `files` as one module (their declarations see each other), and keeps what
    /// they declare. On an error nothing is kept, and the earliest error is thrown.
    ///
    /// A `framework`'s files (the prelude's stand-ins for UIKit and Combine) are trusted to
    /// be Swift that compiles: inside them, a generic value whose arguments the checker
    /// cannot tell is made without their spelling rather than refused, and their generic
    /// types and functions take Optional arguments, which their code never prints or casts.
    public func check(_ files: [ParsedSource], framework: Bool = false) throws -> TypedSyntax {
        var collector = DeclarationCollector(declarations: declarations)
        collector.isFramework = framework
        collector.collect(files.map(\.tree))
        let walker = BodyChecker(declarations: collector.declarations)
        walker.inFramework = framework
        walker.seesFrameworks = seesFrameworks || files.contains { f in
            f.tree.statements.contains { $0.item.is(ImportDeclSyntax.self) }
        }
        walker.inferWitnessPropertyTypes()
        for (k, f) in files.enumerated() {
            walker.begin(file: f, index: k)
            walker.checkSetElements(in: f.tree)
            walker.checkGenericDictionaryKeys(in: f.tree)
            walker.checkDictionaryKeys(in: f.tree)
            for name in ReservedNames.declared(in: f.tree) { walker.error(ReservedNames.message(name.text), at: name) }
            for (node, message) in TopLevelModifiers.misplaced(in: f.tree) { walker.error(message, at: node) }
            if !framework {
                for (a, what) in SwiftAttributes.refusedUses(in: f.tree) { walker.error("coordlab does not support \(what) yet", at: a) }
                for t in NestedOptionalTypes.written(in: f.tree, resolve: { walker.declarations.resolve($0, in: nil) }) {
                    walker.error("coordlab does not support Optionals of Optionals ('\(t.trimmedDescription)') yet", at: t)
                }
            }
            if !framework, !walker.seesFrameworks {
                for t in UnknownTypeNames.written(in: f.tree, isDeclared: walker.declarations.declaresTypeName) {
                    walker.error("cannot find type '\(t.name.text)' in scope", at: t)
                }
            }
            if !framework { walker.checkWrittenGenericArguments(in: f.tree) }
            if !framework {
                for (m, message) in MemberTypeNames.missing(in: f.tree, walker.declarations) {
                    walker.error(message, at: m.name)
                }
            }
            walker.checkTopLevel(f.tree.statements)
        }
        for (k, f) in files.enumerated() {
            walker.begin(file: f, index: k)
            walker.checkDeclarationBodies(f.tree.statements)
        }
        walker.refusePendingOptionalArguments()
        if let first = walker.errors.min(by: { $0.precedes($1) }) {
            throw first.error
        }
        declarations = walker.declarations
        seesFrameworks = walker.seesFrameworks
        return TypedSyntax(bindingTypes: walker.bindingTypes, implicitMemberContexts: walker.implicitMemberContexts,
                           expressionTypes: walker.expressionTypes, constructedTypes: walker.constructedTypes,
                           genericArgumentTypes: walker.genericArgumentTypes, callBindings: walker.callBindings,
                           optionalExtensionMembers: walker.optionalExtensionMembers, implicitUnwraps: walker.implicitUnwraps,
                           wrapperBackingTypes: walker.wrapperBackingTypes, closureParameterTypes: walker.closureParameterTypes,
                           inoutClosureParameters: walker.inoutClosureParameters,
                           bodyBranchValues: walker.bodyBranchValues, autoclosureArguments: walker.autoclosureArguments,
                           standardFunctionCalls: walker.standardFunctionCalls, chosenOverloads: walker.chosenOverloads,
                           chosenDeclarations: walker.chosenDeclarations,
                           callAsFunctionCalls: walker.callAsFunctionCalls,
                           sequenceFilterCalls: walker.sequenceFilterCalls, arrayReversalCalls: walker.arrayReversalCalls,
                           programOperators: walker.programOperators,
                           floatingIntegerLiterals: walker.floatingIntegerLiterals,
                           sizedIntegerLiterals: walker.sizedIntegerLiterals, floatLiterals: walker.floatLiterals,
                           genericCastTargets: walker.genericCastTargets, literalConstructions: walker.literalConstructions,
                           erasedContainers: walker.erasedContainers, contextualTupleLabels: walker.contextualTupleLabels,
                           matchOperators: walker.matchOperators, orderedRangePatterns: walker.orderedRangePatterns,
                           isFramework: framework)
    }
}

/// What the checker tells the compiler: the types it inferred where the program wrote none.
public struct TypedSyntax {
    /// The inferred type of each `let`/`var` binding without a type annotation.
    let bindingTypes: [SyntaxIdentifier: SemaType]
    /// The contextual type of each `.member` expression, where the checker knows it.
    let implicitMemberContexts: [SyntaxIdentifier: SemaType]
    /// Types of member receivers and `print` arguments.
    let expressionTypes: [SyntaxIdentifier: SemaType]
    /// The generic type each call that makes an instance of one makes.
    let constructedTypes: [SyntaxIdentifier: SemaType]
    /// The types of arguments passed for a generic parameter the context had bound, and of
    /// literal arguments of the overload by parameter type that a call's arguments fit.
    let genericArgumentTypes: [SyntaxIdentifier: SemaType]
    /// What each call of a generic function or method binds its own parameters to.
    let callBindings: [SyntaxIdentifier: [(parameter: String, argument: SemaType)]]
    /// Members of a program's extension of Optional used on an Optional, by their name's node.
    let optionalExtensionMembers: Set<SyntaxIdentifier>
    /// Values of `T!` declarations used where a `T` is expected.
    let implicitUnwraps: Set<SyntaxIdentifier>
    /// The type of each wrapped property's storage, by the property's binding.
    let wrapperBackingTypes: [SyntaxIdentifier: SemaType]
    /// The parameter types of each closure, written or from its context.
    let closureParameterTypes: [SyntaxIdentifier: [SemaType]]
    /// For each closure whose context makes some of its parameters `inout`, which ones.
    let inoutClosureParameters: [SyntaxIdentifier: [Bool]]
    /// The `if` and `switch` expressions that are a body's whole value.
    let bodyBranchValues: Set<SyntaxIdentifier>
    /// The arguments of `@autoclosure` parameters, with the type each gives.
    let autoclosureArguments: [SyntaxIdentifier: SemaType]
    /// The calls of a standard function beside a program's function of its name.
    let standardFunctionCalls: Set<SyntaxIdentifier>
    /// The overload (its selector, `show(_:level:)`) chosen for calls that several overloads'
    /// labels accept (see `BodyChecker.chosenOverloads`).
    let chosenOverloads: [SyntaxIdentifier: String]
    /// The declaration of the top-level function chosen for calls whose overloads differ
    /// only in parameter types (see `BodyChecker.chosenDeclarations`).
    let chosenDeclarations: [SyntaxIdentifier: SyntaxIdentifier]
    /// The calls of a value whose type declares `callAsFunction` (`adder(2)`).
    let callAsFunctionCalls: Set<SyntaxIdentifier>
    /// The `filter` calls Swift makes `Sequence`'s, giving an Array whatever the receiver is.
    let sequenceFilterCalls: Set<SyntaxIdentifier>
    /// The `reversed()` calls where an Array is expected, which make one.
    let arrayReversalCalls: Set<SyntaxIdentifier>
    /// Standard operators (`+`, `+=`) that the program's operator function of that name applies to.
    let programOperators: Set<SyntaxIdentifier>
    /// Integer literals whose context makes them floating-point, at any depth.
    let floatingIntegerLiterals: Set<SyntaxIdentifier>
    /// Integer literals whose context makes them a sized integer.
    let sizedIntegerLiterals: [SyntaxIdentifier: SizedInteger]
    /// Literals (integer or floating) whose context makes them a `Float`.
    let floatLiterals: Set<SyntaxIdentifier>

    /// Whether literal `e` is a `Float` here.
    public func isFloat(_ e: ExprSyntax) -> Bool {
        floatLiterals.contains(e.id)
    }

    /// Whether integer literal `e` is a `Double` (or another floating-point type) here.
    public func isFloatingPoint(_ e: IntegerLiteralExprSyntax) -> Bool {
        floatingIntegerLiterals.contains(e.id)
    }

    /// The sized integer type integer literal `e` is here, if its context makes it one.
    public func sizedInteger(of e: IntegerLiteralExprSyntax) -> SizedInteger? {
        sizedIntegerLiterals[e.id]
    }

    /// Whether `a op b` of a standard operator calls the program's function for `op`.
    public func usesProgramOperator(_ i: InfixOperatorExprSyntax) -> Bool {
        programOperators.contains(i.id)
    }

    /// Whether call `c` is of the standard library's function although the program
    /// declares one of that name (`Swift.print(…)`, or arguments only it takes).
    public func callsStandardFunction(_ c: FunctionCallExprSyntax) -> Bool {
        standardFunctionCalls.contains(c.id)
    }

    /// The selector (`show(_:level:)`) of the overload call `c` runs, when the labels of
    /// several overloads accept its arguments and their types chose one of them.
    public func chosenOverload(of c: FunctionCallExprSyntax) -> String? {
        chosenOverloads[c.id]
    }

    /// The declaration of the top-level function call `c` runs, when its overloads of the
    /// call's labels differ only in parameter types and the arguments' types chose one.
    public func chosenDeclaration(of c: FunctionCallExprSyntax) -> SyntaxIdentifier? {
        chosenDeclarations[c.id]
    }

    /// Whether call `c` is `Sequence`'s `filter`, which gives an Array even of a String, a
    /// Set or a Dictionary (see `BodyChecker.noteSequenceFilter`).
    public func callsSequenceFilter(_ c: FunctionCallExprSyntax) -> Bool {
        sequenceFilterCalls.contains(c.id)
    }

    /// Whether call `c` is `reversed()` where an Array is expected: `Sequence`'s, which
    /// makes a new Array (see `BodyChecker.noteArrayReversal`).
    public func reversesIntoArray(_ c: FunctionCallExprSyntax) -> Bool {
        arrayReversalCalls.contains(c.id)
    }

    /// Whether call `c` calls a value whose type declares `callAsFunction`: `adder(2)` is
    /// `adder.callAsFunction(2)`.
    public func callsAsFunction(_ c: FunctionCallExprSyntax) -> Bool {
        callAsFunctionCalls.contains(c.id)
    }

    /// The type `e` gives when it is the argument of an `@autoclosure` parameter (the call
    /// passes a closure of it); nil for any other expression.
    public func autoclosureResult(of e: ExprSyntax) -> SemaType? {
        autoclosureArguments[e.id]
    }

    /// Whether `e`, an `if` or `switch` alone in a function's or closure's body, gives the
    /// body's value (a body of Void, or one whose branches do more, runs it as a statement).
    public func givesBodyValue(_ e: ExprSyntax) -> Bool {
        bodyBranchValues.contains(e.id)
    }

    /// The types the checker found for a closure's parameters (`$0` of `[Int?].forEach`
    /// is an `Int?`), in order; nil when it did not check the closure.
    public func parameterTypes(of closure: ClosureExprSyntax) -> [SemaType]? {
        closureParameterTypes[closure.id]
    }

    /// Which of a closure's parameters its context makes `inout` (`{ $0 += 1 }` given for
    /// an `(inout Int) -> Void`); nil when none is.
    public func inoutParameters(of closure: ClosureExprSyntax) -> [Bool]? {
        inoutClosureParameters[closure.id]
    }

    /// The generic type each cast (`as? Box<Int>`, `is`, a `case … as` pattern) tests for,
    /// by its written type.
    let genericCastTargets: [SyntaxIdentifier: SemaType]
    /// Literals that make an instance of a program's type through its literal protocol's initializer.
    let literalConstructions: [SyntaxIdentifier: LiteralConstruction]
    /// Arrays, dictionaries, sets and tuples put into an `Any`, with their static types spelled.
    let erasedContainers: [SyntaxIdentifier: String]
    /// Tuple literals without labels whose context gives them some, with those labels.
    let contextualTupleLabels: [SyntaxIdentifier: [String]]
    /// Expression patterns matched through the program's own `~=`.
    let matchOperators: [SyntaxIdentifier: MatchOperator]

    /// Range patterns of Doubles, Characters and Strings, compared bound by bound.
    let orderedRangePatterns: Set<SyntaxIdentifier>

    /// Whether pattern `e` is a range of Doubles, Characters or Strings (`case 0..<0.5:`).
    public func isOrderedRangePattern(_ e: ExprSyntax) -> Bool {
        orderedRangePatterns.contains(e.id)
    }

    /// The program's `~=` that expression pattern `e` matches through; nil for Swift's own
    /// matching (`==`, ranges).
    public func matchOperator(of e: ExprSyntax) -> MatchOperator? {
        matchOperators[e.id]
    }

    /// The labels the context gives tuple literal `t` written without any (`(5, 5)` stored
    /// into a `(x: Int, y: Int)`); nil when it gives none.
    public func contextualLabels(of t: TupleExprSyntax) -> [String]? {
        contextualTupleLabels[t.id]
    }

    /// The type, as `type(of:)` spells it (`Array<Int>`), of `e`, an array, a dictionary, a
    /// set or a tuple the context puts into an `Any`; nil for any other expression.
    public func erasedContainerSpelling(of e: ExprSyntax) -> String? {
        erasedContainers[e.id]
    }

    /// The generic type, with its arguments, that a cast to `written` tests for; nil for
    /// any other type.
    public func genericCastTarget(of written: TypeSyntax) -> SemaType? {
        genericCastTargets[written.id]
    }

    /// Whether the files are a framework's: a generic value made there whose arguments the
    /// checker could not tell is made without them (see `check(_:framework:)`).
    public let isFramework: Bool

    /// The type of the storage Swift gives a wrapped property (`_name: Published<String>`),
    /// when the checker accepted its wrapper.
    public func wrapperBackingType(of binding: PatternBindingSyntax) -> SemaType? {
        wrapperBackingTypes[binding.id]
    }

    /// Whether `m` reads or calls a member of a program's extension of Optional on an
    /// Optional (`name.orEmpty` with `name: String?`).
    public func isOptionalExtensionMember(_ m: MemberAccessExprSyntax) -> Bool {
        optionalExtensionMembers.contains(m.declName.id)
    }

    /// Whether `e`, the value of a declaration written `T!`, is used where a `T` is
    /// expected: Swift unwraps it there, and traps on nil.
    public func unwrapsImplicitly(_ e: ExprSyntax) -> Bool {
        implicitUnwraps.contains(e.id)
    }

    /// The type and initializer a literal makes an instance through (`let m: Meters = 1.5`
    /// calls `Meters(floatLiteral: 1.5)`); nil for a literal of a standard type.
    public func literalConstruction(of e: ExprSyntax) -> LiteralConstruction? {
        literalConstructions[e.id]
    }

    /// The generic parameters a call of a generic function or method binds, by name, and
    /// what it binds each to; nil for any other call.
    public func genericBindings(of call: FunctionCallExprSyntax) -> [(parameter: String, argument: SemaType)]? {
        callBindings[call.id]
    }

    /// The generic parameters a generic function named as a value binds from the function
    /// type expected there, by name, and what it binds each to; nil for any other name.
    public func genericBindings(ofReference reference: DeclReferenceExprSyntax) -> [(parameter: String, argument: SemaType)]? {
        callBindings[reference.id]
    }

    /// The generic parameters of its type a use of a static computed property of a
    /// program's generic type binds (`Page<Int>.empty`), by name; nil for any other member.
    public func genericBindings(ofStaticProperty access: MemberAccessExprSyntax) -> [(parameter: String, argument: SemaType)]? {
        callBindings[access.id]
    }

    /// The generic parameters a use of a generic subscript binds, by name, and what it
    /// binds each to; nil for any other subscript.
    public func genericBindings(of use: SubscriptCallExprSyntax) -> [(parameter: String, argument: SemaType)]? {
        callBindings[use.id]
    }

    /// The type an argument for a generic parameter has (`4` for a `T` bound to Double), or
    /// a literal argument of the overload by parameter type its call fits.
    public func genericArgumentType(of argument: ExprSyntax) -> SemaType? {
        genericArgumentTypes[argument.id]
    }

    /// The generic class or struct, with its arguments, that `call` makes an instance of;
    /// nil for any other call.
    public func constructedType(of call: FunctionCallExprSyntax) -> SemaType? {
        constructedTypes[call.id]
    }

    /// The generic enum, with its arguments, whose case without associated values
    /// `reference` names (`.idle` where a `Loadable<Int>` is expected).
    public func constructedType(of reference: MemberAccessExprSyntax) -> SemaType? {
        constructedTypes[reference.id]
    }

    /// The type of a member's receiver or of a `print` argument, when the checker knows it.
    public func type(of expression: ExprSyntax) -> SemaType? {
        expressionTypes[expression.id]
    }

    /// The type inferred for an unannotated binding, when the checker knows it.
    public func inferredType(of binding: PatternBindingSyntax) -> SemaType? {
        bindingTypes[binding.id]
    }

    /// The type `.member` is looked up in (an Optional for `.none`), when the checker knows it.
    public func contextualType(of implicitMember: MemberAccessExprSyntax) -> SemaType? {
        implicitMemberContexts[implicitMember.id]
    }
}

/// An error found while checking, with its place for ordering.
struct CheckError {
    let error: CompileError
    let fileIndex: Int
    let offset: Int
    /// Whether swiftc finds it after the top-level code (see `CheckingOrder`).
    var isInDeferredBody = false
    /// Whether swiftc finds it only once the whole program type-checks (a missing return).
    var isAfterTypeChecking = false

    /// Whether swiftc reports this error before `other`: type errors before the later
    /// diagnostics, by file, then top-level code and declarations before bodies, then in
    /// source order.
    func precedes(_ other: CheckError) -> Bool {
        (isAfterTypeChecking ? 1 : 0, fileIndex, isInDeferredBody ? 1 : 0, offset)
            < (other.isAfterTypeChecking ? 1 : 0, other.fileIndex, other.isInDeferredBody ? 1 : 0, other.offset)
    }
}
