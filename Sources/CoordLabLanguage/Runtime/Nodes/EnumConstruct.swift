import CoordLabSyntax

/// `.detail(id: 3)` / `Route.detail(id: 3)`: a new value of a case with associated values.
///
/// The value holds each associated value strongly (a statement temporary until stored),
/// so an object passed in lives as long as some copy of the value does.
final class EnumConstruct: ConsumingExpr {
    let type: EnumType
    let index: Int
    let args: [Expr]
    /// Whether each associated value is a `Double` (integer literals convert).
    private let isDouble: [Bool]
    /// For a generic enum: the arguments the value is made with.
    var genericArguments: GenericArguments?
    /// When they name `self`'s generic parameters: how to fill them in.
    var genericTemplate: GenericTemplate?
    /// The order the associated values are made in, where some are defaults left out:
    /// the written ones first, then the defaults (Swift makes default arguments last).
    var evaluationOrder: [Int]?
    init(type: EnumType, index: Int, args: [Expr], loc: CodeLocation) {
        self.type = type
        self.index = index
        self.args = args
        isDouble = type.cases[index].payloadSpecs.map(\.isDouble)
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        var payload = [Value](repeating: .void, count: args.count)
        for k in evaluationOrder ?? Array(args.indices) {
            let v = i.coerce(try args[k].eval(i), toDouble: isDouble[k])
            i.retain(v)
            payload[k] = v
        }
        let made = EnumCase(type: type, index: index, payload: payload)
        made.genericArguments = try GenericTemplate.arguments(genericArguments, genericTemplate, i, at: loc)
        let v = Value.enumCase(made)
        i.temps.append(v)
        return v
    }
    override var staticSpec: TypeSpec { .named(type.name) }
}

/// `.idle` where a `Loadable<Int>` is expected: a case of a generic enum without associated
/// values, as a value of its own that keeps its generic arguments (a plain enum's cases
/// are shared values).
final class GenericCaseValue: Expr {
    let shared: EnumCase
    let genericArguments: GenericArguments
    /// When they name `self`'s generic parameters: how to fill them in.
    var genericTemplate: GenericTemplate?
    init(case shared: EnumCase, genericArguments: GenericArguments, loc: CodeLocation) {
        self.shared = shared
        self.genericArguments = genericArguments
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let made = EnumCase(type: shared.type, index: shared.index)
        made.genericArguments = try GenericTemplate.arguments(genericArguments, genericTemplate, i, at: loc)
        return .enumCase(made)
    }
    override var staticSpec: TypeSpec { .named(shared.type.name) }
}
