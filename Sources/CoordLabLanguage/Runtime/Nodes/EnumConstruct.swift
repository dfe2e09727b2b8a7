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
    init(type: EnumType, index: Int, args: [Expr], loc: CodeLocation) {
        self.type = type
        self.index = index
        self.args = args
        isDouble = type.cases[index].payloadSpecs.map(\.isDouble)
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        var payload: [Value] = []
        payload.reserveCapacity(args.count)
        for (k, a) in args.enumerated() {
            let v = i.coerce(try a.eval(i), toDouble: isDouble[k])
            i.retain(v)
            payload.append(v)
        }
        let v = Value.enumCase(EnumCase(type: type, index: index, payload: payload))
        i.temps.append(v)
        return v
    }
    override var staticSpec: TypeSpec { .named(type.name) }
}
