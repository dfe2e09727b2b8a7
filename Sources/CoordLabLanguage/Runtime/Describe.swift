/// Turning values into text exactly as Swift's `print` and `String(describing:)` do.
extension Interpreter {
    /// The module name Swift prefixes to the program's types (`main.Foo`).
    static let moduleName = "main"

    /// Text for `print(v)`; `optional` says the expression's type is an Optional, `shape`
    /// where the (wrapped) value's type has Optionals inside.
    func describe(_ v: Value, optional: Bool = false, shape: PrintShape = .unknown) -> String {
        if optional {
            if v.isNil { return "nil" }
            return "Optional(" + describe(v, debug: true, shape: shape) + ")"
        }
        return describe(v, debug: false, shape: shape)
    }

    /// Swift's `description` (debug = false) or `debugDescription` (debug = true). A
    /// collection whose element type is not known prints its elements as Optionals when
    /// one of them is nil.
    public func describe(_ v: Value, debug: Bool, shape: PrintShape = .unknown) -> String {
        switch v {
        case .void: return "()"
        case .none: return "nil"
        case .int(let n): return String(n)
        case .sized(let s): return String(s.number)
        case .double(let d): return String(d)
        case .float(let f): return String(f)
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return debug ? quoted(s) : s
        case .object(let r):
            let o = r.takeUnretainedValue()
            if let text = customDescription(of: v, type: o.type, debug: debug) { return text }
            return o.type.qualifiedName + (genericArguments(of: o)?.qualified ?? "")
        case .weakObject(let o):
            // A weak property of a struct, printed with the struct: nil once deinit started.
            return o.state == .alive ? describe(.object(o), debug: debug) : "nil"
        case .array(let b):
            let element = elementShape(shape, b.items)
            let list = "[" + b.items.map { describeElement($0, element) }.joined(separator: ", ") + "]"
            // A slice's debug form (inside a collection) names it, as a set's does.
            return debug && b.kind == .slice ? "ArraySlice(" + list + ")" : list
        case .dictionary(let d):
            if d.keys.isEmpty { return "[:]" }
            let value = elementShape(shape, d.values)
            return "[" + zip(d.keys, d.values).map {
                describe($0, debug: true) + ": " + describeElement($1, value)
            }.joined(separator: ", ") + "]"
        case .set(let s):
            // `print` shows a set as an array; its debug form (inside a collection) names it.
            let element = elementShape(shape, s.items)
            let list = "[" + s.items.map { describeElement($0, element) }.joined(separator: ", ") + "]"
            return debug ? "Set(" + list + ")" : list
        case .structValue(let s):
            if let text = customDescription(of: v, type: s.type, debug: debug) { return text }
            let fields = s.type.fields.enumerated().map { k, f in
                f.name + ": " + describeElement(s.fields[k], printsAsOptional(f.spec, in: s.type, arguments: s.genericArguments) ? .optional(.unknown) : .unknown)
            }
            let name = debug ? s.type.qualifiedName + (s.genericArguments?.qualified ?? "")
                : s.type.name + (s.genericArguments?.plain ?? "")
            return name + "(" + fields.joined(separator: ", ") + ")"
        case .enumCase(let e):
            if let text = customDescription(of: v, type: e.type, debug: debug) { return text }
            let name = debug ? "\(e.type.qualifiedName)\(e.genericArguments?.qualified ?? "").\(e.name)" : e.name
            return e.payload.isEmpty ? name : name + describePayload(of: e)
        case .closure: return "(Function)"
        case .tuple(let t):
            let items = t.elements.enumerated().map { k, x -> String in
                let label = t.labels?[k] ?? ""
                return (label.isEmpty ? "" : label + ": ") + describeElement(x, shape.tupleElement(k))
            }
            return "(" + items.joined(separator: ", ") + ")"
        case .box(let b): return describe(b.value, debug: debug)
        case .metatype(let t): return debug ? qualifiedMetatypeName(t) : t.name
        case .range(let a, let b, let closed):
            if let partial = PartialRange.description(a, b, closed: closed) { return partial }
            let text = closed ? "\(a)...\(b - 1)" : "\(a)..<\(b)"
            // In a collection, a tuple or `debugPrint`: `Range(0..<2)`, `ClosedRange(4...6)`.
            return debug ? (closed ? "ClosedRange(\(text))" : "Range(\(text))") : text
        case .inoutReference: return "inout"
        }
    }

    /// Text for `debugPrint(v)`: its debug text, as `Optional(…)` when `optional` says the
    /// expression's type is an Optional.
    func debugDescribe(_ v: Value, optional: Bool, shape: PrintShape) -> String {
        describeElement(v, optional ? .optional(shape) : shape)
    }

    /// A part of a value (a collection's element, a field, a tuple's element): debug
    /// text, wrapped when the part's type is an Optional.
    private func describeElement(_ v: Value, _ shape: PrintShape) -> String {
        guard case .optional(let wrapped) = shape else { return describe(v, debug: true, shape: shape) }
        return v.isNil ? "nil" : "Optional(" + describe(v, debug: true, shape: wrapped) + ")"
    }

    /// The shape of a collection's elements: the checker's, or when it does not know,
    /// Optionals if one of them is nil.
    func elementShape(_ shape: PrintShape, _ items: [Value]) -> PrintShape {
        let known = shape.elementShape
        if known != .unknown { return known }
        return items.contains { $0.isNil } ? .optional(.unknown) : .unknown
    }

    /// The text a type's own `description` or `debugDescription` gives: `print` prefers
    /// CustomStringConvertible, `debugPrint` and collection elements prefer
    /// CustomDebugStringConvertible, and each falls back on the other, as Swift's do.
    func customDescription(of v: Value, type: NominalType, debug: Bool) -> String? {
        let conformances = type.allProtocols().map(\.name)
        let sources = [("CustomStringConvertible", "description"), ("CustomDebugStringConvertible", "debugDescription")]
        for (protocolName, property) in debug ? sources.reversed() : sources where conformances.contains(protocolName) {
            guard let g = type.findComputed(property) else { continue }
            let mark = temps.count
            defer { try? releaseTemporaries(to: mark) }
            if case .string(let s) = (try? callGetter(g, on: v)) ?? .void { return s }
        }
        return nil
    }

    /// A type's name as `debugPrint` and collections print it: with its module
    /// (`main.Screen`, `Swift.Int`).
    private func qualifiedMetatypeName(_ t: TypeRef) -> String {
        if let n = t.nominal { return n.qualifiedName }
        if case .builtin(let spelled) = t, let qualified = qualifiedGenericSpellings[spelled] { return qualified }
        return qualifiedSpelling(t.name)
    }

    /// A standard type's spelling with each type name in it qualified by its module, as
    /// the runtime spells it (`Array<Int>` is `Swift.Array<Swift.Int>`, `(Int) -> C` is
    /// `(Swift.Int) -> main.C`); `Any` and a nested name after a `.` stay as they are.
    func qualifiedSpelling(_ name: String) -> String {
        var out = "", word = ""
        var afterDot = false
        func flush() {
            guard !word.isEmpty else { return }
            if afterDot || ["Any", "AnyObject"].contains(word) { out += word }
            else if let n = types[word]?.nominal { out += n.qualifiedName }
            else { out += "Swift." + word }
            word = ""
        }
        for c in name {
            if c.isLetter || c.isNumber || c == "_" { word.append(c); continue }
            flush()
            afterDot = c == "."
            out.append(c)
        }
        flush()
        return out
    }

    /// Swift's string literal form with escapes (`String.debugDescription`): quotes, the
    /// backslash and the apostrophe escaped, and ASCII control characters as `\u{07}`.
    func quoted(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "'": out += "\\'"
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            case _ where ch.value < 0x20 || ch.value == 0x7F:
                let hex = String(ch.value, radix: 16, uppercase: true)
                out += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }

    /// The name `type(of:)` prints for a value.
    public func typeName(of v: Value) -> String {
        switch v {
        case .void: return "()"
        case .none: return "Optional"
        case .int: return "Int"
        case .sized(let s): return s.kind.name
        case .double: return "Double"
        case .float: return "Float"
        case .bool: return "Bool"
        case .string: return "String"
        case .object, .weakObject:
            let o = v.instance!
            return o.type.name + (genericArguments(of: o)?.plain ?? "")
        case .array(let b): return b.erasedTypeName ?? b.kind.typeName
        case .dictionary(let d): return d.erasedTypeName ?? "Dictionary"
        case .set(let s): return s.erasedTypeName ?? "Set"
        case .structValue(let s): return s.type.name + (s.genericArguments?.plain ?? "")
        case .enumCase(let e): return e.type.name + (e.genericArguments?.plain ?? "")
        case .closure: return "Function"
        case .tuple(let t): return t.erasedTypeName ?? "Tuple"
        case .box(let b): return typeName(of: b.value)
        case .metatype(let t): return t.name + ".Type"
        case .range(_, _, let closed): return closed ? "ClosedRange<Int>" : "Range<Int>"
        case .inoutReference: return "inout"
        }
    }

    /// A type name with the module prefix, as cast failures print it.
    func qualifiedTypeName(of v: Value) -> String {
        switch v {
        case .object(let r):
            let o = r.takeUnretainedValue()
            return o.type.qualifiedName + (genericArguments(of: o)?.qualified ?? "")
        case .structValue(let s): return s.type.qualifiedName + (s.genericArguments?.qualified ?? "")
        case .enumCase(let e): return e.type.qualifiedName + (e.genericArguments?.qualified ?? "")
        case .int, .sized, .double, .float, .bool, .string: return "Swift.\(typeName(of: v))"
        default: return typeName(of: v)
        }
    }

    /// A declared type's name with the module prefix.
    func qualifiedName(_ spec: TypeSpec) -> String {
        switch types[spec.name] {
        case .some(.builtin), .none: return "Swift.\(spec.name)"
        case .some(let t): return t.nominal?.qualifiedName ?? "\(Self.moduleName).\(spec.name)"
        }
    }
}
