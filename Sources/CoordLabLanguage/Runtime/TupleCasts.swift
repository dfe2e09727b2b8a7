/// Casts of a value to a tuple type (`v as? (Int, String)`, `case let (a, b) as (Int, Int)`,
/// `v is (x: Int, y: String)`), as Swift checks them: as many elements, each of its
/// element's type (a nil only for an Optional element), and the labels the same where both
/// the value and the type have one.
extension Interpreter {
    /// Whether tuple `t` is of the tuple type written `typeName`.
    func tuple(_ t: TupleValue, isA typeName: String) -> Bool {
        let (specs, wanted) = tupleCastType(typeName)
        guard !specs.isEmpty, specs.count == t.elements.count else { return false }
        for (k, spec) in specs.enumerated() {
            if let wanted, let own = t.labels, !wanted[k].isEmpty, !own[k].isEmpty, wanted[k] != own[k] { return false }
            let element = t.elements[k]
            if element.isNil ? !spec.isOptional : !value(element, isA: spec) { return false }
        }
        return true
    }
}

extension Interpreter {
    /// Tuple `v` as a cast to the tuple type written `typeName` gives it: with that type's
    /// labels (`(x: 1, y: 2) as? (Int, Int)` prints `(1, 2)`), as a statement temporary when
    /// they differ from its own; `v` itself otherwise.
    func castTuple(_ v: Value, to typeName: String) -> Value {
        guard case .tuple(let t) = v, typeName.hasPrefix("(") else { return v }
        let wanted = tupleCastType(typeName).labels
        guard wanted != t.labels else { return v }
        t.elements.forEach(retain)
        let relabeled = Value.tuple(TupleValue(t.elements, labels: wanted))
        temps.append(relabeled)
        return relabeled
    }
}

extension Interpreter {
    /// The elements' types and the labels of the tuple type written `typeName`, read once.
    private func tupleCastType(_ typeName: String) -> (elements: [TypeSpec], labels: [String]?) {
        if let known = tupleCastTypes[typeName] { return known }
        let found = (TupleLabels.elementSpecs(typeName: typeName) ?? [], TupleLabels.of(typeName: typeName))
        tupleCastTypes[typeName] = found
        return found
    }
}
