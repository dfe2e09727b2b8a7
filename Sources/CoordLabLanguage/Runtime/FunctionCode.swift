import CoordLabSyntax
import SwiftSyntax

/// A parameter of a function, method, initializer or closure.
struct Parameter {
    /// The argument label (`nil` for `_`).
    var label: String?
    /// The name inside the body.
    let name: String
    /// Declared type.
    var spec: TypeSpec
    /// The declared type as written (`[[Int]]`), which tells overloads apart where `spec`
    /// keeps only the outer type and its element's name.
    var writtenType = ""
    /// Default value, evaluated at the call when the argument is omitted.
    let defaultValue: Expr?
    /// `inout`: the argument is the caller's storage (`&x`).
    var isInout = false
    /// `T...`: takes any number of arguments, passed as an array.
    var isVariadic = false
    /// `_ type: T.Type = T.self`: the generic parameter whose metatype is the default, which
    /// only the running call knows (see `MetatypeDefault`); the default value is a placeholder.
    var metatypeDefault: String?

    /// The type the body sees: `[T]` for a variadic `T...`.
    var variadicSpec: TypeSpec {
        isVariadic ? TypeSpec(name: "Array", isOptional: false, isFunction: false, element: spec.name) : spec
    }
}

/// Compiled code of a function, method, initializer, deinit, getter or closure.
///
/// A call pushes a `Frame` of `slotCount` slots on the call stack, laid out as: `self`
/// (if any), then captures (closures), then parameters, then locals, each resolved at
/// compile time.
public final class FunctionCode {
    /// What kind of code this is.
    public enum Kind { case function, method, initializer, convenienceInit, deinitializer, getter, closure }

    /// Base name (`pushViewController`), or `init`, `deinit`, `closure`.
    public let name: String
    /// Kind.
    let kind: Kind
    /// Parameters in order.
    let params: [Parameter]
    /// Declared return type.
    let returnSpec: TypeSpec
    /// Whether slot 0 holds `self`.
    let hasSelf: Bool
    /// Whether it may mutate `self` (struct methods).
    let isMutating: Bool
    /// A generic function's or method's own generic parameters (`<U>` of `map<U>`).
    var genericParameters: [String] = []
    /// Its generic parameters' requirements as written (`<T: P1>` and its `where` clause),
    /// which tell overloads of one name and parameters apart.
    var genericRequirements = ""
    /// Names of captured variables, in capture order (closures).
    var captureNames: [String] = []
    /// Where the declaration is.
    public let location: CodeLocation
    /// The body, compiled.
    var body: Block?
    /// Slots a frame needs.
    var slotCount = 0
    /// Index of the first parameter slot.
    var firstParamSlot = 0
    /// Slots that receive the closure's captures, in capture order.
    var captureSlots: [Int] = []
    /// The type that declares it (methods, inits), for `super` and messages.
    /// `unowned`, not `weak`: the type owns its code, and a weak reference would give every
    /// type a side table, which slows each retain of it down.
    unowned var owner: NominalType?
    /// For initializers: whether it is failable (`init?`).
    var isFailable = false
    /// For designated initializers: whether the body calls `super.init` or `self.init` itself.
    var delegates = false
    /// For `willSet`/`didSet`: the property observed (whose writes in the body go straight
    /// to storage).
    var observedProperty: String?
    /// Whether it is declared `throws` or `rethrows`.
    var isThrowing = false
    /// Whether it is `async`: declared so, or a closure whose body awaits.
    var isAsync = false
    /// Whether it is declared `rethrows`.
    var isRethrows = false
    /// The error type of typed throws (`throws(E)`), the context of `throw .someCase`.
    var thrownSpec: TypeSpec?
    /// For throwing initializers: the frame slot that notes that `super.init` or
    /// `self.init` returned (see `InitUnwinding`); -1 otherwise.
    var delegationSlot = -1

    init(name: String, kind: Kind, params: [Parameter], returnSpec: TypeSpec, hasSelf: Bool,
         isMutating: Bool, location: CodeLocation) {
        self.name = name
        self.kind = kind
        self.params = params
        self.returnSpec = returnSpec
        self.hasSelf = hasSelf
        self.isMutating = isMutating
        self.location = location
    }

    /// Whether arguments pass to the parameters unconverted (no `Double` parameter takes
    /// an integer literal), so a call in parameter order needs no new argument array.
    lazy var takesArgumentsAsGiven = !params.contains { $0.spec.isDouble || $0.isVariadic }

    /// Whether a call whose `count` arguments `map` matched to the parameters passes them
    /// as they are, in order: then they can go straight into the frame.
    func takesArgumentsInOrder(_ map: [Int?], count: Int) -> Bool {
        takesArgumentsAsGiven && count == map.count && map.indices.allSatisfy { map[$0] == $0 }
    }

    /// Swift's full name, such as `pushViewController(_:animated:)`.
    /// The overloads that share its name and labels and differ in a parameter's type
    /// (itself among them), when it has any (see `TypeOverloads`).
    var typeOverloads: [FunctionCode]?
    /// For a top-level function: its declaration, by which the checker names the overload
    /// a call runs when its values could not tell overloads apart (see `needsCheckedChoice`).
    var declaration: SyntaxIdentifier?
    /// Whether other top-level functions share its name and labels and differ only in
    /// parameter types that a value may be of at once (a class and a protocol it conforms
    /// to): a call runs the one the checker chose by the arguments' static types.
    var needsCheckedChoice = false

    var selector: String {
        "\(name)(" + params.map { "\($0.label ?? "_"):" }.joined() + ")"
    }

    /// Whether `other` takes parameters of the same types, as declared and as written (`[[Int]]`
    /// and `[[String]]` share a spec and differ as written).
    func hasParameterTypes(of other: FunctionCode) -> Bool {
        params.map(\.spec) == other.params.map(\.spec) && params.map(\.writtenType) == other.params.map(\.writtenType)
    }

    /// Whether a call with these labels may run this code: they match its parameters and,
    /// when the checker chose one of several overloads that accept them (`selector`), this
    /// is the one chosen.
    func accepts(labels: [String?], trailing: Int, selector: String?) -> Bool {
        if let selector, self.selector != selector { return false }
        return match(labels: labels, trailing: trailing) != nil
    }

    /// Maps call-site labels to parameter positions, allowing omitted defaulted parameters;
    /// `trailing` counts the trailing closures at the end of `labels`.
    /// Returns, per parameter, the index of the argument that fills it, or nil (use default).
    func match(labels: [String?], trailing: Int) -> [Int?]? {
        var result: [Int?] = []
        result.reserveCapacity(params.count)
        return match(labels, firstTrailing: labels.count - trailing, parameter: 0, argument: 0, &result) ? result : nil
    }

    /// Matches the arguments from `a` on to the parameters from `pi` on, appending to `result`.
    ///
    /// A trailing closure goes to the next parameter that takes a function, as in Swift's
    /// forward scan; a defaulted parameter is skipped when the closure cannot go there, or
    /// when giving it there would leave a later parameter without its argument.
    private func match(_ labels: [String?], firstTrailing: Int, parameter pi: Int, argument a: Int,
                       _ result: inout [Int?]) -> Bool {
        guard pi < params.count else { return a == labels.count }
        let p = params[pi]
        let mark = result.count
        func next(_ filled: Int?, _ a: Int) -> Bool {
            result.removeSubrange(mark...)
            result.append(filled)
            return match(labels, firstTrailing: firstTrailing, parameter: pi + 1, argument: a, &result)
        }
        if p.isVariadic {
            // The first argument carries the parameter's label; the rest have none.
            guard a < firstTrailing, labels[a] == p.label else { return next(nil, a) }
            var end = a + 1
            while end < firstTrailing, labels[end] == nil { end += 1 }
            return next(a, end)
        }
        if a < firstTrailing, labels[a] == p.label { return next(a, a + 1) }
        if a >= firstTrailing, a < labels.count, labels[a] == nil || labels[a] == p.label {
            let takes = p.spec.isFunction || p.spec.name.isEmpty || pi == params.count - 1
                || !params[(pi + 1)...].contains(where: { $0.defaultValue == nil })
            let skipsFirst = p.defaultValue != nil && !p.spec.isFunction && params[(pi + 1)...].contains(where: { $0.spec.isFunction })
            if takes, !skipsFirst, next(a, a + 1) { return true }
            return p.defaultValue != nil && next(nil, a)
        }
        return p.defaultValue != nil && next(nil, a)
    }
}
