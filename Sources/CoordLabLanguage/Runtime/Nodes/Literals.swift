import CoordLabSyntax

/// A constant: integer, double, boolean, string or `nil` literal.
final class Literal: Expr {
    let value: Value
    init(_ value: Value, loc: CodeLocation) {
        self.value = value
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value { value }
    override func isOptional(_ i: Interpreter) -> Bool { value.isNil }
}

/// `"text \(expr) text"`.
final class Interpolation: Expr {
    /// Literal text and expressions, in order; for an expression, whether the checker
    /// found it an Optional and a collection whose elements are Optionals (nil: not
    /// known), as `print` is told.
    enum Segment { case text(String), expr(Expr, optional: Bool?, shape: PrintShape) }
    let segments: [Segment]
    init(segments: [Segment], loc: CodeLocation) {
        self.segments = segments
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        var s = ""
        for seg in segments {
            switch seg {
            case .text(let t): s += t
            case .expr(let e, let optional, let shape):
                let mark = i.temps.count
                let v = try e.eval(i)
                s += i.describe(v, optional: optional ?? e.isOptional(i), shape: shape)
                try i.releaseTemporaries(to: mark)
            }
        }
        return .string(s)
    }
}

/// `[a, b, c]`: a new array buffer holding each element once. An element made for it
/// (`[Screen("a"), Screen("b")]`) moves into the buffer rather than staying a temporary
/// beside it, as Swift moves it: when the array dies its elements go first to last.
final class ArrayLiteral: Expr {
    let elements: [Expr]
    let spec: TypeSpec
    /// Whether the elements are `Double`s (integer literals among them convert).
    private let elementIsDouble: Bool
    init(elements: [Expr], spec: TypeSpec, loc: CodeLocation) {
        self.elements = elements
        self.spec = spec
        elementIsDouble = TypeSpec.named(spec.element ?? "").isDouble
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        var items: [Value] = []
        if !elements.isEmpty { items.reserveCapacity(elements.count) }
        // Where each element made for the literal sits among the temporaries, by its index
        // in `items`: it stays there until every element is made, so a throw releases it
        // as a temporary, last made first; at the end it moves into the buffer.
        var made: [(item: Int, temp: Int)] = []
        do {
            for e in elements {
                let mark = i.temps.count
                let v = i.coerce(try e.eval(i), toDouble: elementIsDouble)
                if i.temps.count > mark, i.sameReference(i.temps[i.temps.count - 1], v) {
                    made.append((items.count, i.temps.count - 1))
                } else {
                    i.retain(v)
                }
                items.append(v)
            }
        } catch let e as ThrownError {
            for (k, v) in items.enumerated() where !made.contains(where: { $0.item == k }) { try i.release(v) }
            throw e
        }
        for m in made.reversed() { i.temps.remove(at: m.temp) }
        let v = Value.array(ArrayBuffer(items))
        i.temps.append(v)
        return v
    }
}

/// `[a, b]` where a set is expected: Swift's `Set(arrayLiteral:)`, which keeps the first of
/// equal elements; the array of the elements is released once the set is made.
final class SetLiteral: ConsumingExpr {
    let array: ArrayLiteral
    init(array: ArrayLiteral, loc: CodeLocation) {
        self.array = array
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        guard case .array(let b) = try array.eval(i) else { return .void }
        return try i.newSet(b.items, at: loc)
    }
}

/// `[k: v, …]`: a new dictionary buffer.
final class DictionaryLiteral: Expr {
    let pairs: [(Expr, Expr)]
    init(pairs: [(Expr, Expr)], loc: CodeLocation) {
        self.pairs = pairs
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let d = DictionaryBuffer()
        do {
            for (ke, ve) in pairs {
                let k = try ke.eval(i), v = try ve.eval(i)
                i.retain(k); i.retain(v)
                if let old = d.set(v, for: k) { try i.release(old); try i.release(k) }
            }
        } catch let e as ThrownError {
            for (k, v) in zip(d.keys, d.values) { try i.release(k); try i.release(v) }
            throw e
        }
        let v = Value.dictionary(d)
        i.temps.append(v)
        return v
    }
}

/// `(a, b)` or `(a: 1, b: 2)`: a tuple.
final class TupleLiteral: Expr {
    let elements: [Expr]
    let labels: [String]?
    /// Whether the tuple is one value that owns its elements, as a `switch` subject is:
    /// each element's own temporary moves into the tuple, so the elements die together,
    /// first to last, when the tuple does. Elsewhere each element keeps its temporary and
    /// they die last first, as the separate values Swift keeps them as.
    var formsSingleValue = false
    init(elements: [Expr], labels: [String]? = nil, loc: CodeLocation) {
        self.elements = elements
        self.labels = labels
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let items: [Value]
        if formsSingleValue {
            items = try elements.map { e in
                let mark = i.temps.count
                let v = try e.eval(i)
                i.own(v, madeAfter: mark)
                return v
            }
        } else {
            items = try evalArgs(elements, i)
            items.forEach(i.retain)
        }
        let v = Value.tuple(TupleValue(items, labels: labels))
        i.temps.append(v)
        return v
    }
}
