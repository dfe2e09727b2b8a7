/// Where a printed value's type has Optionals, as the checker knows it: coordlab's values
/// carry no Optional wrapper, so `print((nil as Int?, 1))` and `print([[1, nil]])` need the
/// type to show `Optional(…)` where Swift does.
public indirect enum PrintShape: Sendable, Equatable {
    /// Not known: the printer judges by the value (a collection holding a nil has
    /// Optional elements).
    case unknown
    /// A value with no Optional inside that the printer would not see itself.
    case plain
    /// An Optional of a value of the shape.
    case optional(PrintShape)
    /// An array or set whose elements, or a dictionary whose values, have the shape.
    case elements(PrintShape)
    /// A tuple whose elements have these shapes.
    case tuple([PrintShape])

    /// The shape of a collection's elements (`.unknown` when not known).
    var elementShape: PrintShape {
        if case .elements(let e) = self { return e }
        return .unknown
    }

    /// The shape of a tuple's `k`th element (`.unknown` when not known).
    func tupleElement(_ k: Int) -> PrintShape {
        if case .tuple(let es) = self, k < es.count { return es[k] }
        return .unknown
    }
}
