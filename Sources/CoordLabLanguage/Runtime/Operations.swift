import CoordLabSyntax

/// A binary operator of the subset, decided once at compile time so that running it is a
/// jump, not a string comparison.
enum BinaryOperator: String {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
    case halfOpenRange = "..<", closedRange = "..."
    case equal = "==", notEqual = "!=", identical = "===", notIdentical = "!=="
    case shiftLeft = "<<", shiftRight = ">>", bitwiseAnd = "&", bitwiseOr = "|", bitwiseXor = "^"
    case wrappingAdd = "&+", wrappingSubtract = "&-", wrappingMultiply = "&*"

    /// The compound assignments (`+=`, `<<=`, `&+=`) by their spelling, each to the
    /// operator it applies.
    static let compoundAssignments: [String: BinaryOperator] = Dictionary(uniqueKeysWithValues:
        [BinaryOperator.add, .subtract, .multiply, .divide, .remainder, .shiftLeft, .shiftRight, .bitwiseAnd, .bitwiseOr,
         .bitwiseXor, .wrappingAdd, .wrappingSubtract, .wrappingMultiply].map { ($0.rawValue + "=", $0) })
}

/// Arithmetic, comparison, identity and type tests on values.
extension Interpreter {
    /// Applies a binary operator as Swift does for Int, Double, Bool and String.
    func binary(_ op: BinaryOperator, _ a: Value, _ b: Value, at loc: CodeLocation) throws -> Value {
        // Two Ints first, without copying both operands into a tuple: loops count with them.
        if case .int(let x) = a, case .int(let y) = b, let r = try intBinary(op, x, y, at: loc) { return r }
        switch (a, b) {
        case (.sized, _), (_, .sized):
            if let r = try sizedBinary(op, a, b, at: loc) { return r }
        case (.float, _), (_, .float):
            if let r = floatBinary(op, a, b) { return r }
        case (.double, .int(let y)): return try binary(op, a, .double(Double(y)), at: loc)
        case (.int(let x), .double): return try binary(op, .double(Double(x)), b, at: loc)
        case (.double(let x), .double(let y)):
            if let r = Self.floatingPointBinary(op, x, y, Value.double) { return r }
        case (.string(let x), .string(let y)):
            switch op {
            case .add: return .string(x + y)
            case .less: return .bool(x < y)
            case .greater: return .bool(x > y)
            case .lessOrEqual: return .bool(x <= y)
            case .greaterOrEqual: return .bool(x >= y)
            default: break
            }
        case (.array(let x), .array(let y)) where op == .add:
            return newArray(x.items + y.items)
        // An array and a range of Ints joined (`items + (0..<3)`, `acc += 5...7`): an array.
        case (.array(let x), .range(let lo, let hi, _)) where op == .add:
            return newArray(x.items + Self.rangeElements(lo, hi))
        case (.range(let lo, let hi, _), .array(let y)) where op == .add:
            return newArray(Self.rangeElements(lo, hi) + y.items)
        case (.structValue, _), (.enumCase, _), (.object, _):
            if let r = try declaredComparison(op, a, b, at: loc) { return r }
        case (.tuple(let x), .tuple(let y)) where x.elements.count == y.elements.count:
            if let r = try tupleComparison(op, x.elements, y.elements, at: loc) { return r }
        default: break
        }
        switch op {
        case .equal: return .bool(try equal(a, b, at: loc))
        case .notEqual: return .bool(!(try equal(a, b, at: loc)))
        case .identical: return .bool(identical(a, b))
        case .notIdentical: return .bool(!identical(a, b))
        default:
            throw Trap("binary operator '\(op.rawValue)' cannot be applied to operands of type '\(typeName(of: a))' and '\(typeName(of: b))'", at: loc)
        }
    }

    /// Tuples compared as Swift compares them, element by element: `<` by the first
    /// elements that differ; nil for operators tuples do not have.
    private func tupleComparison(_ op: BinaryOperator, _ x: [Value], _ y: [Value], at loc: CodeLocation) throws -> Value? {
        switch op {
        case .equal, .notEqual:
            var same = true
            for (p, q) in zip(x, y) where same { same = try equal(p, q, at: loc) }
            return .bool(same == (op == .equal))
        case .less, .greater, .lessOrEqual, .greaterOrEqual:
            for (p, q) in zip(x, y) where !(try equal(p, q, at: loc)) { return try binary(op, p, q, at: loc) }
            return .bool(op == .lessOrEqual || op == .greaterOrEqual)
        default:
            return nil
        }
    }

    /// `x op y` on two Ints, or nil for the operators handled for every type (`==`, `===`).
    @inline(__always)
    private func intBinary(_ op: BinaryOperator, _ x: Int, _ y: Int, at loc: CodeLocation) throws -> Value? {
        switch op {
        case .add: return try checked(x.addingReportingOverflow(y), loc)
        case .subtract: return try checked(x.subtractingReportingOverflow(y), loc)
        case .multiply: return try checked(x.multipliedReportingOverflow(by: y), loc)
        case .divide:
            if y == 0 { throw Trap("Division by zero", at: loc) }
            return try checked(x.dividedReportingOverflow(by: y), loc)
        case .remainder:
            if y == 0 { throw Trap("Division by zero in remainder operation", at: loc) }
            return try checked(x.remainderReportingOverflow(dividingBy: y), loc)
        case .less: return .bool(x < y)
        case .greater: return .bool(x > y)
        case .lessOrEqual: return .bool(x <= y)
        case .greaterOrEqual: return .bool(x >= y)
        // Swift's Int shifts are "smart": an overshift gives 0 (or -1), a negative amount
        // shifts the other way; Swift's own operators here do the same.
        case .shiftLeft: return .int(x << y)
        case .shiftRight: return .int(x >> y)
        case .bitwiseAnd: return .int(x & y)
        case .bitwiseOr: return .int(x | y)
        case .bitwiseXor: return .int(x ^ y)
        case .wrappingAdd: return .int(x &+ y)
        case .wrappingSubtract: return .int(x &- y)
        case .wrappingMultiply: return .int(x &* y)
        case .halfOpenRange:
            if y < x { throw Trap("Range requires lowerBound <= upperBound", at: loc) }
            return .range(x, y, closed: false)
        case .closedRange:
            if y < x { throw Trap("Range requires lowerBound <= upperBound", at: loc) }
            return .range(x, y + 1, closed: true)
        default: return nil
        }
    }

    private func checked(_ r: (partialValue: Int, overflow: Bool), _ loc: CodeLocation) throws -> Value {
        if r.overflow { throw Trap("arithmetic overflow", at: loc) }
        return .int(r.partialValue)
    }

    /// `==` on values Swift can compare: numbers, strings, Bools, enum cases, nil, arrays.
    func valuesEqual(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.int(let x), .int(let y)): return x == y
        case (.sized(let x), .sized(let y)): return x == y
        case (.sized, .int), (.int, .sized): return a.integerNumber == b.integerNumber
        case (.double(let x), .double(let y)): return x == y
        case (.float(let x), .float(let y)): return x == y
        case (.float, _), (_, .float): return a.asFloat.map { x in b.asFloat.map { x == $0 } ?? false } ?? false
        case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.enumCase(let x), .enumCase(let y)): return enumCasesEqual(x, y)
        case (.object(let x), .object(let y)): return x.toOpaque() == y.toOpaque()
        case (.weakObject(let x), .weakObject(let y)): return x === y
        case (.array(let x), .array(let y)):
            return x.items.count == y.items.count && zip(x.items, y.items).allSatisfy { valuesEqual($0, $1) }
        case (.dictionary(let x), .dictionary(let y)):
            return x.keys.count == y.keys.count && zip(x.keys, x.values).allSatisfy { k, v in
                y.value(for: k).map { valuesEqual(v, $0) } ?? false
            }
        case (.set(let x), .set(let y)): return setsEqual(x, y)
        case (.range(let a1, let b1, _), .range(let a2, let b2, _)): return a1 == a2 && b1 == b2
        case (.tuple(let x), .tuple(let y)):
            return x.elements.count == y.elements.count && zip(x.elements, y.elements).allSatisfy { valuesEqual($0, $1) }
        case (.structValue(let x), .structValue(let y)):
            return x.type === y.type && zip(x.fields, y.fields).allSatisfy { valuesEqual($0, $1) }
        case (.metatype(let x), .metatype(let y)): return x.name == y.name
        default: return false
        }
    }

    /// `===`: the same class instance (or both nil).
    func identical(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)): return x.toOpaque() == y.toOpaque()
        case (.none, .none): return true
        case (.closure(let x), .closure(let y)): return x === y
        default: return false
        }
    }

    /// Whether `v` is an instance of the type `spec` names (`is`, `as?`).
    func value(_ v: Value, isA spec: TypeSpec) -> Bool {
        guard valueIgnoringArguments(v, isA: spec) else { return false }
        return spec.genericArguments.map { genericArguments(of: v, as: spec.name)?.qualified == $0 } ?? true
    }

    /// Whether `v` is of the type `spec` names, whatever generic arguments it was made with.
    private func valueIgnoringArguments(_ v: Value, isA spec: TypeSpec) -> Bool {
        if v.isNil { return false }
        // A composition: an instance of each of its types.
        if let others = spec.composedWith,
           !others.split(separator: "&").allSatisfy({ value(v, isA: .named(String($0))) }) { return false }
        let name = spec.name
        if name == "Any" || name == "AnyObject" {
            if case .object = v { return true }
            return name == "Any"
        }
        switch v {
        case .object(let r):
            let o = r.takeUnretainedValue()
            guard let t = types[name] else { return false }
            switch t {
            case .classType(let c): return o.type.isSubclass(of: c)
            case .protocolType(let p): return o.type.conforms(to: p)
            default: return false
            }
        case .structValue(let s):
            if case .protocolType(let p) = types[name] { return s.type.conforms(to: p) }
            return s.type.name == name
        case .enumCase(let e):
            if case .protocolType(let p) = types[name] { return e.type.conforms(to: p) }
            return e.type.name == name
        case .int, .sized, .double, .float, .string, .bool, .array, .dictionary, .set:
            if case .protocolType(let p) = types[name] { return standardValue(v, conformsTo: p) }
            return standardValue(v, isA: spec)
        case .closure: return spec.isFunction
        case .metatype(let t): return metatype(t, isA: name)
        case .tuple(let t): return name.hasPrefix("(") && tuple(t, isA: name)
        default: return false
        }
    }

    /// Whether a value of a standard kind is of the standard type `spec` names.
    private func standardValue(_ v: Value, isA spec: TypeSpec) -> Bool {
        let name = spec.name
        switch v {
        case .int: return name == "Int"
        case .sized(let s): return name == s.kind.name
        case .double: return name == "Double"
        case .float: return name == "Float"
        case .string: return name == "String"
        case .bool: return name == "Bool"
        case .array(let b):
            // An `ArraySlice` is not an array, nor an array a slice.
            guard b.kind == .array ? name != "ArraySlice" : name == b.kind.typeName else { return false }
            return (name == b.kind.typeName || spec.element != nil) && elements(b.items, areA: spec.element)
        case .dictionary(let d): return name == "Dictionary" && elements(d.values, areA: spec.element)
        case .set(let s): return name == "Set" && elements(s.items, areA: spec.element)
        default: return false
        }
    }

    /// Whether every element is of the type named `element`, as Swift checks a cast of a
    /// collection element by element (`[1, 2] as? [String]` fails, `[] as? [String]` and
    /// `[Any]` of Ints `as? [Int]` succeed); a nil element, an unknown element type and a
    /// tuple or function type pass.
    private func elements(_ items: [Value], areA element: String?) -> Bool {
        // A tuple's or a function's type is not checked element by element here.
        guard let element, !element.isEmpty, !element.hasPrefix("(") else { return true }
        return items.allSatisfy { $0.isNil || value($0, isA: .named(element)) }
    }
}
