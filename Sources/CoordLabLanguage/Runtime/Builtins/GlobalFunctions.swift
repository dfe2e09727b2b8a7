import CoordLabSema
import CoordLabSyntax

/// `print`, `type(of:)`, `fatalError` and the other free functions of the standard library.
extension Interpreter {
    /// Calls global built-in `name`; `optionals` says which arguments are statically optional.
    func callGlobalBuiltin(_ name: String, _ a: [Value], labels: [String?], optionals: [Bool],
                           shapes: [PrintShape] = [], at loc: CodeLocation) throws -> Value {
        try Builtins.checkArity(name, a.count, at: loc)
        switch name {
        case "print", "debugPrint":
            var sep = " ", term = "\n"
            var parts: [String] = []
            var stream: StorageRef?
            for (k, v) in a.enumerated() {
                switch labels[k] {
                case "separator": if case .string(let s) = v { sep = s }
                case "terminator": if case .string(let s) = v { term = s }
                case "to": if case .inoutReference(let r) = v { stream = r.ref }
                default:
                    let shape = k < shapes.count ? shapes[k] : .unknown
                    parts.append(name == "print" ? describe(v, optional: optionals[k], shape: shape)
                                 : debugDescribe(v, optional: optionals[k], shape: shape))
                }
            }
            try write(parts.joined(separator: sep) + term, appendingTo: stream, of: "print", at: loc)
            return .void
        case "dump": return try dump(a, labels: labels, optional: optionals.first ?? false, shape: shapes.first ?? .unknown, at: loc)
        case "type":
            if let spelled = genericTypeName(of: a[0]) {
                qualifiedGenericSpellings[spelled] = qualifiedTypeName(of: a[0])
                return .metatype(.builtin(spelled))
            }
            // A generic type's value made where its arguments were not found (a framework's own,
            // see `GenericTemplate.isLenient`) cannot name them.
            if let n = a[0].nominalType, !n.genericParameters.isEmpty {
                throw Trap("coordlab cannot tell the generic arguments of this '\(n.name)' here (type(of:) of a value the framework made without them)", at: loc)
            }
            // Swift names the elements (`Array<Int>`); a value here does not carry them, and
            // the checker did not find them (see `BuiltinCall.staticTypeName`).
            if a[0].carriesNoElementTypes, !a[0].isString, !a[0].keepsItsTypeName {
                throw Trap("coordlab cannot tell the element types of this value's type here (type(of:) of an array, dictionary, set, tuple or nil whose static type it did not find)", at: loc)
            }
            return .metatype(typeRef(of: a[0]))
        case "fatalError", "preconditionFailure", "assertionFailure":
            var msg = ""
            if case .string(let s) = a.first ?? .void { msg = s }
            throw Trap(msg, at: loc)
        case "precondition", "assert":
            if case .bool(false) = a[0] {
                var msg = name == "assert" ? "Assertion failed" : "Precondition failed"
                if a.count > 1, case .string(let s) = a[1] { msg += ": " + s }
                throw Trap(msg, at: loc)
            }
            return .void
        case "min", "max":
            guard var best = a.first else { return .void }
            // Swift's `min` keeps the first of equal values, `max` takes the last
            // (`y >= x ? y : x`): `max(0.0, -0.0)` is `-0.0`.
            for x in a.dropFirst() {
                if case .bool(true) = try binary(name == "min" ? .less : .greaterOrEqual, x, best, at: loc) { best = x }
            }
            return best
        case "abs":
            switch a[0] {
            case .int(let n): return .int(abs(n))
            case .double(let d): return .double(abs(d))
            case .sized(let s): return try fitting(abs(s.number), s.kind, at: loc)
            default: return a[0]
            }
        case "stride":
            return try strideValues(a, through: labels.count > 1 && labels[1] == "through", at: loc)
        case "repeatElement":
            // Swift's `Repeated` collection, made into an array of its elements.
            guard case .int(let n) = a[1] else { throw Trap("repeatElement needs a count", at: loc) }
            guard n >= 0 else { throw Trap("Repetition count should be non-negative", at: loc) }
            return newArray(Array(repeating: a[0], count: n))
        case "zip":
            // A string's side is its characters; a one-sided range (`1...`) pairs as many
            // Ints as the other side has elements.
            func isEndless(_ v: Value) -> Bool {
                if case .range(_, Int.max, closed: true) = v { return true }
                return false
            }
            func side(_ v: Value, beside count: Int?) throws -> [Value] {
                if case .string(let text) = v { return text.map { .string(String($0)) } }
                if case .range(let lo, Int.max, closed: true) = v, let count { return Self.rangeElements(lo, lo + count) }
                return try elements(ofSequence: v, at: loc)
            }
            let x = isEndless(a[0]) ? nil : try side(a[0], beside: nil)
            let y = try side(a[1], beside: x?.count)
            let xs = try x ?? side(a[0], beside: y.count)
            return newArray(zip(xs, y).map { tupleOf([$0, $1]) })
        case "ObjectIdentifier":
            // An instance's identity, held without retaining it, hashable and comparable
            // as Swift's is (its number: Swift's address is no more reproducible).
            if let o = a[0].instance { return .int(o.id) }
            if case .metatype(let t) = a[0] { return .string("ObjectIdentifier(\(t.name).self)") }
            throw Trap("ObjectIdentifier takes a class instance or a type", at: loc)
        case "isKnownUniquelyReferenced":
            if case .inoutReference(let r) = a[0], case .object(let o) = try read(r.ref, at: loc) {
                return .bool(o.takeUnretainedValue().strongCount == 1)
            }
            if case .object(let o) = a[0] { return .bool(o.takeUnretainedValue().strongCount <= 2) }
            return .bool(false)
        case "swap":
            guard a.count == 2, case .inoutReference(let x) = a[0], case .inoutReference(let y) = a[1] else {
                throw Trap("swap needs two inout arguments (&a, &b)", at: loc)
            }
            try swapValues(x.ref, y.ref, at: loc)
            return .void
        case "_typeByName":
            return classNamed(a[0])
        case "__coordlabTaskSwitch":
            try switchToTask(a[0], at: loc)
            return .void
        case "__coordlabTaskPark":
            try parkTask(at: loc)
            return .void
        // The prelude's `Hasher` (see `Hashing.swift`).
        case "__coordlabHashSeed": return .int(Self.hashSeed)
        case "__coordlabHashCombine":
            guard a.count == 2, case .int(let state) = a[0] else { throw Trap("__coordlabHashCombine needs a state and a value", at: loc) }
            return .int(try combineHash(state, a[1], at: loc))
        case "__coordlabHashFinalize":
            guard case .int(let state) = a[0] else { throw Trap("__coordlabHashFinalize needs a state", at: loc) }
            return .int(Self.finalizeHash(state))
        case "exit":
            switch a.first {
            case .sized(let n)?: throw Trap.exit(status: Int32(truncatingIfNeeded: n.bits), at: loc)
            case .int(let n)?: throw Trap.exit(status: Int32(truncatingIfNeeded: n), at: loc)
            default: throw Trap("exit needs a status", at: loc)
            }
        case "withExtendedLifetime":
            // The value is an argument of the call, so it is held until the body returns.
            guard a.count == 2, case .closure(let body) = a[1] else {
                throw Trap("withExtendedLifetime needs a value and a closure", at: loc)
            }
            return try callClosure(body, [a[0]], at: loc)
        default:
            if let r = try mathFunction(name, a, at: loc) { return r }
            throw Trap("no function '\(name)'", at: loc)
        }
    }

    /// `_typeByName("main.Screen")`: the class a module-qualified name names, or nil. Only
    /// the program's non-generic classes declared at the top level are found (with swiftc a
    /// nested or generic type's name gives nil too); the prelude's storyboard looks its
    /// scenes up so, and the checker keeps the function to the prelude.
    private func classNamed(_ name: Value) -> Value {
        guard case .string(let s) = name, s.hasPrefix(Interpreter.moduleName + ".") else { return .none }
        let n = String(s.dropFirst(Interpreter.moduleName.count + 1))
        guard case .classType(let c)? = types[n], c.outer == nil, c.genericParameters.isEmpty,
              c.moduleName == Interpreter.moduleName else { return .none }
        return .metatype(.classType(c))
    }

    /// The metatype of a value.
    func typeRef(of v: Value) -> TypeRef {
        switch v {
        case .object, .weakObject: return .classType(v.instance!.type)
        case .structValue(let s): return .structType(s.type)
        case .enumCase(let e): return .enumType(e.type)
        case .metatype(let t): return .builtin(t.name + ".Type")
        default: return .builtin(typeName(of: v))
        }
    }

    /// `Dictionary(grouping: xs, by: key)`: each key `key` gives, with the elements that
    /// give it in their order; keys in the order first given.
    private func grouping(_ sequence: Value, by key: Value, at loc: CodeLocation) throws -> Value {
        let out = DictionaryBuffer()
        for x in try elements(ofSequence: sequence, at: loc) {
            let k = try canonicalKey(try callFunction(key, [x], at: loc), in: out, at: loc)
            retain(x)
            if case .array(let group)? = out.value(for: k) {
                group.items.append(x)
            } else {
                retain(k)
                _ = out.set(.array(ArrayBuffer([x])), for: k)
            }
        }
        let d = Value.dictionary(out)
        temps.append(d)
        return d
    }

    /// `Dictionary(uniqueKeysWithValues: pairs)` (no `combine`) and `Dictionary(pairs,
    /// uniquingKeysWith: combine)`: each pair's key with its value, in the pairs' order. A
    /// key given again stops the program without `combine`, as Swift does; with it, the key
    /// gets `combine(value so far, new value)`, and the value replaced is released after
    /// the call, as Swift assigns it.
    private func dictionary(fromPairs pairs: Value, combine: Value?, at loc: CodeLocation) throws -> Value {
        let out = DictionaryBuffer()
        try merge(pairs, into: out, combine: combine, at: loc)
        let d = Value.dictionary(out)
        temps.append(d)
        return d
    }

    /// Adds each of `pairs` (key-value tuples, or a dictionary's entries) to `out` in their
    /// order, as `Dictionary(_:uniquingKeysWith:)` and `merge(_:uniquingKeysWith:)` do.
    func merge(_ pairs: Value, into out: DictionaryBuffer, combine: Value?, at loc: CodeLocation) throws {
        for pair in try elements(ofSequence: pairs, at: loc) {
            guard case .tuple(let t) = pair, t.elements.count == 2 else {
                let form = combine == nil ? "Dictionary(uniqueKeysWithValues:)" : "Dictionary(_:uniquingKeysWith:)"
                throw Trap("coordlab does not support \(form) of '\(typeName(of: pair))' yet", at: loc)
            }
            let (key, value) = (try canonicalKey(t.elements[0], in: out, at: loc), t.elements[1])
            if let old = out.value(for: key) {
                guard let combine else { throw Trap("Duplicate values for key: '\(describe(key))'", at: loc) }
                let combined = try callFunction(combine, [old, value], at: loc)
                retain(combined)
                _ = out.set(combined, for: key)
                try release(old)
            } else {
                retain(key)
                retain(value)
                _ = out.set(value, for: key)
            }
        }
    }

    /// `String(x)`, `String(describing:)`, `Int(x)`, `Double(x)`, `Array()`, … .
    func convert(_ a: [Value], labels: [String?], to name: String, at loc: CodeLocation) throws -> Value {
        let v = a.first ?? .void
        if let kind = SizedInteger.named(name) { return try convertSized(a, labels: labels, to: kind, at: loc) }
        switch name {
        case "String":
            if a.isEmpty { return .string("") }
            if labels == ["repeating", "count"], case .int(let n) = a[1] {
                guard n >= 0 else { throw Trap("Negative count not allowed", at: loc) }
                return .string(String(repeating: describe(v, debug: false), count: n))
            }
            if labels == [nil, "radix"] || labels == [nil, "radix", "uppercase"], let n = v.integerNumber, case .int(let radix) = a[1] {
                guard (2...36).contains(radix) else { throw Trap("Radix must be between 2 and 36", at: loc) }
                if a.count == 3, case .bool(let uppercase) = a[2] { return .string(String(n, radix: radix, uppercase: uppercase)) }
                return .string(String(n, radix: radix))
            }
            if labels.first == "format" { return try formatString(a, at: loc) }
            if labels.first == "describing" { return .string(describe(v, debug: false)) }
            if labels.first == "reflecting" { return .string(describe(v, debug: true)) }
            // `String(characters)`, of an array or a program's own sequence: swiftc accepts only
            // a sequence of characters here.
            if case .array(let chars) = labels == [nil] ? try ownSequenceArray(v, at: loc) ?? v : v {
                return .string(chars.items.map { describe($0, debug: false) }.joined())
            }
            return .string(describe(v, debug: false))
        case "Character":
            // A character is a one-character string here; Swift traps on any other.
            guard case .string(let text) = v else { throw Trap("Character(_:) needs a String", at: loc) }
            if text.isEmpty { throw Trap("Can't form a Character from an empty String", at: loc) }
            if text.count > 1 {
                throw Trap("Can't form a Character from a String containing more than one extended grapheme cluster", at: loc)
            }
            return v
        case "Int":
            if labels == [nil, "radix"], case .string(let text) = v, case .int(let radix) = a[1] {
                guard (2...36).contains(radix) else { throw Trap("Radix must be between 2 and 36", at: loc) }
                return Int(text, radix: radix).map { .int($0) } ?? .none
            }
            if labels == ["exactly"], case .double(let d) = v { return Int(exactly: d).map { .int($0) } ?? .none }
            if let n = v.integerNumber {
                switch labels {
                case ["truncatingIfNeeded"], ["bitPattern"]: return .int(Int(truncatingIfNeeded: n))
                case ["clamping"]: return .int(Int(clamping: n))
                case ["exactly"]: return Int(exactly: n).map { .int($0) } ?? .none
                default: break
                }
            }
            switch v {
            case .int: return v
            case .sized(let s):
                guard let n = Int(exactly: s.number) else { throw Trap("Not enough bits to represent the passed value", at: loc) }
                return .int(n)
            case .double(let d):
                // Swift's own bounds and words: Int.min itself converts, 2^63 does not.
                let why = !d.isFinite ? "it is either infinite or NaN"
                    : d <= -9_223_372_036_854_777_856.0 ? "the result would be less than Int.min"
                    : d >= 9_223_372_036_854_775_808.0 ? "the result would be greater than Int.max" : nil
                if let why { throw Trap("Double value cannot be converted to Int because \(why)", at: loc) }
                return .int(Int(d))
            case .float(let f):
                let why = !f.isFinite ? "it is either infinite or NaN"
                    : f < -9_223_372_036_854_775_808.0 ? "the result would be less than Int.min"
                    : f >= 9_223_372_036_854_775_808.0 ? "the result would be greater than Int.max" : nil
                if let why { throw Trap("Float value cannot be converted to Int because \(why)", at: loc) }
                return .int(Int(f))
            case .string(let s): return Int(s).map { .int($0) } ?? .none
            default: return .int(0)
            }
        case "Float": return a.isEmpty ? .float(0) : convertToFloat(v)
        case "Double", "CGFloat":
            if labels == ["exactly"], case .int(let n) = v { return Double(exactly: n).map { .double($0) } ?? .none }
            switch v {
            case .int(let n): return .double(Double(n))
            case .sized(let s): return .double(Double(s.number))
            case .float(let f): return .double(Double(f))
            case .double: return v
            case .string(let s): return Double(s).map { .double($0) } ?? .none
            default: return .double(0)
            }
        case "Bool":
            if case .string(let s) = v { return Bool(s).map { .bool($0) } ?? .none }
            return v
        case "Array":
            if labels == ["repeating", "count"], case .int(let n) = a[1] {
                guard n >= 0 else { throw Trap("Can't construct Array with count < 0", at: loc) }
                return newArray(Array(repeating: v, count: n))
            }
            if a.isEmpty { return newArray([]) }
            if case .array(let b) = v { return b.kind == .array ? copyForStatement(v) : newArray(b.items) }
            if case .set(let s) = v { return newArray(s.items) }
            if case .dictionary = v { return newArray(try elements(ofSequence: v, at: loc)) }
            if case .range(let lo, let hi, _) = v { return newArray(Self.rangeElements(lo, hi)) }
            if case .string(let s) = v { return newArray(s.map { .string(String($0)) }) }
            if let elements = try ownSequenceArray(v, at: loc) { return elements }
            var unsupported = Trap("coordlab does not support Array(_:) of '\(typeName(of: v))' yet", at: loc)
            unsupported.isUnsupported = true
            throw unsupported
        case "Set":
            return try newSet(a.isEmpty ? [] : elements(ofSequence: v, at: loc), at: loc)
        case "Dictionary":
            if labels.first == "grouping", a.count == 2 { return try grouping(v, by: a[1], at: loc) }
            if labels == ["uniqueKeysWithValues"] { return try dictionary(fromPairs: v, combine: nil, at: loc) }
            if labels == [nil, "uniquingKeysWith"] || labels == [nil, nil], a.count == 2 { return try dictionary(fromPairs: v, combine: a[1], at: loc) }
            let d = Value.dictionary(DictionaryBuffer())
            temps.append(d)
            return d
        default:
            throw Trap("cannot construct a value of type '\(name)'", at: loc)
        }
    }
}

/// A call of a global built-in function such as `print`.
final class BuiltinCall: ConsumingExpr {
    let name: String
    let args: [Expr]
    let labels: [String?]
    /// For each argument of `print`: where its (wrapped) type has Optionals, as far as the
    /// checker knows (printing then does not have to judge by the values).
    var shapes: [PrintShape] = []
    /// For each argument, whether the checker found it an Optional (nil: not known, the
    /// expression then tells when it runs).
    var staticOptionals: [Bool?] = []
    /// For `type(of:)` on an Optional, array or dictionary: its type with generic
    /// arguments, known statically (`Array<Int>`).
    var staticTypeName: String?
    /// For `type(of: x)` of a value of generic parameter type `T`: `T.self`, the type the
    /// running call bound, which an array, a dictionary, a set, a tuple or an Optional (whose
    /// values do not carry their elements' types) is known as.
    var boundParameterType: Expr?
    /// For `type(of:)` of a container whose static type names generic parameters (`[T]`):
    /// its spelling, filled in from the running call or `self` (see `GenericTemplate`).
    var staticTypeTemplate: (GenericArguments, GenericTemplate)?
    init(name: String, args: [Expr], labels: [String?], loc: CodeLocation) {
        self.name = name
        self.args = args
        self.labels = labels
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        let mark = i.temps.count
        let a = try evalArgs(args, i)
        if let staticTypeName { return .metatype(.builtin(staticTypeName)) }
        if let (spelling, template) = staticTypeTemplate, let filled = try template.fill(spelling, i, at: loc) {
            return .metatype(.builtin(filled.plainEach[0]))
        }
        if let boundParameterType, let v = a.first {
            if v.carriesNoElementTypes { return try boundParameterType.eval(i) }
            // A `T` bound to an existential (`info(animal)` with `animal: any Animal`, or
            // `Any`): Swift's `type(of:)` gives the existential's type, not the value's.
            let bound = try boundParameterType.eval(i)
            if case .metatype(let t) = bound, t.isExistential { return bound }
        }
        let optionals = args.enumerated().map { k, e in (k < staticOptionals.count ? staticOptionals[k] : nil) ?? e.isOptional(i) }
        let r = try i.callGlobalBuiltin(name, a, labels: labels, optionals: optionals,
                                        shapes: shapes, at: loc)
        if name == "print" || name == "debugPrint" {
            // Variadic arguments travel in an array, whose elements are released in index order.
            let packed = i.temps.removeAll(from: mark)
            for v in packed { try i.release(v) }
        }
        return r
    }
    override func isOptional(_ i: Interpreter) -> Bool { false }
}

extension Interpreter {
    /// `dump(value, to: &text, name:indent:maxDepth:maxItems:)`: writes the value's mirror
    /// to the output (or appends it to the String) and gives the value back.
    func dump(_ a: [Value], labels: [String?], optional: Bool, shape: PrintShape, at loc: CodeLocation) throws -> Value {
        var options = DumpOptions()
        var stream: StorageRef?
        for (k, v) in a.enumerated().dropFirst() {
            switch (labels[k], v) {
            case ("name", .string(let s)): options.name = s
            case ("indent", .int(let n)): options.indent = n
            case ("maxDepth", .int(let n)): options.maxDepth = n
            case ("maxItems", .int(let n)): options.maxItems = n
            case ("to", .inoutReference(let r)): stream = r.ref
            default: break
            }
        }
        try write(try dumpText(a[0], optional: optional, shape: shape, options: options, at: loc),
                  appendingTo: stream, of: "dump", at: loc)
        return a[0]
    }

    /// What `print` or `dump` (`function`) writes: to the output, or with `to: &text`
    /// appended to that String.
    private func write(_ text: String, appendingTo stream: StorageRef?, of function: String, at loc: CodeLocation) throws {
        guard let stream else { return output(text) }
        guard case .string(let old) = try read(stream, at: loc) else { throw Trap("\(function)(to:) needs a String", at: loc) }
        try write(.string(old + text), to: stream, at: loc)
    }
}

extension Value {
    /// Whether the value is a String (or a Character or Substring, which coordlab keeps as one).
    var isString: Bool {
        if case .string = self { return true }
        return false
    }

    /// The class, struct or enum the value is an instance of.
    var nominalType: NominalType? {
        switch self {
        case .object, .weakObject: return instance?.type
        case .structValue(let s): return s.type
        case .enumCase(let e): return e.type
        default: return nil
        }
    }

    /// Whether a container keeps the name of the type it was made as (one erased to `Any`
    /// does: see `erasedTypeName`).
    var keepsItsTypeName: Bool {
        switch self {
        case .array(let b): return b.erasedTypeName != nil
        case .dictionary(let d): return d.erasedTypeName != nil
        case .set(let s): return s.erasedTypeName != nil
        case .tuple(let t): return t.erasedTypeName != nil
        default: return false
        }
    }

    /// Whether the value does not tell its own type: an array, a dictionary, a set, a tuple
    /// or nil (whose types have arguments the contents do not tell), or a string (which may
    /// be a `String`, a `Character` or a `Substring`). `type(of:)` then needs its static type.
    var carriesNoElementTypes: Bool {
        switch self {
        case .array, .dictionary, .set, .tuple, .none, .string: return true
        default: return false
        }
    }
}
