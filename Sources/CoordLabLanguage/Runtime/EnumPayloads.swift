/// Enum cases with associated values: printing and comparing their payloads as Swift does.
extension Interpreter {
    /// `(id: 3, "x")`: the associated values as `print` shows them after the case name.
    func describePayload(of e: EnumCase) -> String {
        let c = e.type.cases[e.index]
        let labels = c.payloadLabels ?? []
        let parts = e.payload.enumerated().map { k, x -> String in
            let optional = k < c.payloadSpecs.count && printsAsOptional(c.payloadSpecs[k], in: e.type, arguments: e.genericArguments)
            let text = optional ? (x.isNil ? "nil" : "Optional(" + describe(x, debug: true) + ")") : describe(x, debug: true)
            if k < labels.count, let l = labels[k] { return l + ": " + text }
            return text
        }
        // A single unlabeled payload that is a tuple is the case's whole payload tuple:
        // Swift prints its elements once, `p(1, other: 2)`, not `p((1, other: 2))`.
        if e.payload.count == 1, labels.first.flatMap({ $0 }) == nil, case .tuple = e.payload[0],
           c.payloadSpecs.first.map({ !$0.isOptional }) ?? true {
            return parts[0]
        }
        // Any other single unlabeled payload prints as Swift prints a one-element tuple: bare.
        return "(" + parts.joined(separator: ", ") + ")"
    }

    /// `==` on two cases of the same enum: the same case, and equal associated values.
    func enumCasesEqual(_ x: EnumCase, _ y: EnumCase) -> Bool {
        if x === y { return true }
        guard x.type === y.type, x.index == y.index, x.payload.count == y.payload.count else { return false }
        return zip(x.payload, y.payload).allSatisfy { valuesEqual($0, $1) }
    }
}

extension Interpreter {
    /// The associated values of `e` as one tuple (a statement temporary), for `case .a(let t)`.
    func payloadTuple(_ e: EnumCase) -> Value {
        e.payload.forEach(retain)
        // Labelled as the case's values are (`case let .detail(pair)`: `pair.id`).
        let labels = e.type.cases[e.index].payloadLabels?.map { $0 ?? "" }
        let t = Value.tuple(TupleValue(e.payload, labels: labels?.allSatisfy(\.isEmpty) == false ? labels : nil))
        temps.append(t)
        return t
    }
}
